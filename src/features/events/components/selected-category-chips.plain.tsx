import { useLingui } from '@lingui/react/macro';
import type { TCategory } from '../../../../contract/categories';
import { Glyph } from '../../../components/glyph.plain';
import { CLOSE_PATH } from '../../../components/icon-paths.plain';
import { Button } from '../../../components/plain/kit.plain';

type SelectedCategoryChipsProps = {
  /** The selected categories, in selection order. */
  categories: TCategory[];
  onRemove: (id: number) => void;
  onClearAll: () => void;
};

/**
 * docs/product.md §2: the selection as removable chips (names cut at 150 px) with a clear-all button. Plain
 * elements styled by src/styles/browse.css (docs/architecture.md §8).
 */
export function SelectedCategoryChips({ categories, onRemove, onClearAll }: SelectedCategoryChipsProps) {
  const { t } = useLingui();
  if (categories.length === 0) return null;
  return (
    <div className="browse-selected" aria-label={t`Selected categories`} role="group">
      <p className="browse-selected__label">{t`Selected:`}</p>
      {categories.map((category) => {
        const name = category.name;
        return (
          <div key={category.id} className="browse-selected__chip">
            <span className="browse-chips__name" title={name} dir="auto">
              {name}
            </span>
            <button type="button" aria-label={t`Remove ${name}`} onClick={() => onRemove(category.id)} className="browse-selected__remove">
              <Glyph path={CLOSE_PATH} className="browse-selected__remove-icon" />
            </button>
          </div>
        );
      })}
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        {t`Clear all`}
      </Button>
    </div>
  );
}
