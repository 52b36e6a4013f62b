import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TCategory } from '../../../../contract/categories';
import { Glyph } from '../../../components/glyph.plain';
import { CHECK_PATH, CHEVRON_DOWN_PATH } from '../../../components/icon-paths.plain';

/*
 * Plain elements styled by src/styles/browse.css (docs/architecture.md §8). Phones: one row of chips that scrolls
 * sideways (snapping to chips) and bleeds to the screen edges, instead of wrapping onto three rows
 * (docs/product.md §2 Events block); from `md` the chips wrap. The row's padding keeps the focus ring inside the
 * scroller, which would clip it.
 */

type CategoryChipsProps = {
  categories: TCategory[];
  selected: readonly number[];
  onToggle: (id: number) => void;
};

type ChipProps = {
  category: TCategory;
  active: boolean;
  onToggle: (id: number) => void;
};

function chipClass(base: string, active: boolean): string {
  return active ? `${base} ${base}--active` : base;
}

function ChipName({ name }: { name: string }) {
  return (
    <span className="browse-chips__name" dir="auto">
      {name}
    </span>
  );
}

function ChildChip({ category, active, onToggle }: ChipProps) {
  return (
    <button type="button" aria-pressed={active} onClick={() => onToggle(category.id)} className={chipClass('browse-chips__child', active)}>
      {active ? <Glyph path={CHECK_PATH} /> : null}
      <ChipName name={category.name} />
    </button>
  );
}

type ParentChipProps = ChipProps & {
  expanded: boolean;
  childRowId: string;
  onToggleExpanded: (id: number) => void;
};

function ParentChip({ category, active, onToggle, expanded, childRowId, onToggleExpanded }: ParentChipProps) {
  const { t } = useLingui();
  const name = category.name;
  const hasChildren = (category.children?.length ?? 0) > 0;
  return (
    <div className={chipClass('browse-chips__parent', active)}>
      <button
        type="button"
        aria-pressed={active}
        onClick={() => onToggle(category.id)}
        className={hasChildren ? 'browse-chips__select browse-chips__select--with-toggle' : 'browse-chips__select'}
      >
        {active ? <Glyph path={CHECK_PATH} /> : null}
        <ChipName name={name} />
      </button>
      {hasChildren ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? childRowId : undefined}
          aria-label={expanded ? t`Hide subcategories of ${name}` : t`Show subcategories of ${name}`}
          onClick={() => onToggleExpanded(category.id)}
          className="browse-chips__toggle"
        >
          <Glyph path={CHEVRON_DOWN_PATH} className={expanded ? 'browse-chips__chevron browse-chips__chevron--open' : 'browse-chips__chevron'} />
        </button>
      ) : null}
    </div>
  );
}

/**
 * docs/product.md §2/§4: a row of parent categories; each parent's arrow toggles a row of its children.
 * Selecting a parent or a child toggles it in the selection (a parent includes its children).
 */
export function CategoryChips({ categories, selected, onToggle }: CategoryChipsProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<readonly number[]>([]);

  function toggleExpanded(id: number) {
    setExpanded((current) => (current.includes(id) ? current.filter((open) => open !== id) : [...current, id]));
  }

  const openParents = categories.filter((category) => expanded.includes(category.id) && category.children?.length);
  return (
    <div className="browse-chips">
      <div className="browse-chips__row" role="group" aria-label={t`Categories`}>
        {categories.map((category) => (
          <ParentChip
            key={category.id}
            category={category}
            active={selected.includes(category.id)}
            onToggle={onToggle}
            expanded={expanded.includes(category.id)}
            childRowId={`${idPrefix}-children-${category.id}`}
            onToggleExpanded={toggleExpanded}
          />
        ))}
      </div>
      {openParents.map((parent) => {
        const parentName = parent.name;
        return (
          <div
            key={parent.id}
            id={`${idPrefix}-children-${parent.id}`}
            role="group"
            aria-label={t`Subcategories of ${parentName}`}
            className="browse-chips__children"
          >
            <div className="browse-chips__row browse-chips__row--children">
              {parent.children?.map((child) => (
                <ChildChip key={child.id} category={child} active={selected.includes(child.id)} onToggle={onToggle} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
