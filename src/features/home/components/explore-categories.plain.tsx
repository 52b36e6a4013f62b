import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Glyph } from '../../../components/glyph.plain';
import { ARROW_END_PATH, SPARKLES_PATH } from '../../../components/icon-paths.plain';
import { Container, Heading, Skeleton } from '../../../components/plain/kit.plain';
import { EXPLORE_CATEGORIES_COUNT, exploreCategoriesQueryOptions } from '../api/explore-categories.queries';

function CategoriesSkeleton() {
  return (
    <div className="explore-skeleton" aria-hidden="true">
      {Array.from({ length: EXPLORE_CATEGORIES_COUNT }, (_, index) => (
        <Skeleton key={index} className="explore-skeleton__tile" />
      ))}
    </div>
  );
}

/**
 * docs/product.md §2: the first 6 categories, each opening the home view filtered by it. Plain elements styled by
 * src/styles/explore-categories.css (docs/architecture.md §8); the section sits below the fold and is laid out
 * only when near (content-visibility).
 */
export function ExploreCategories() {
  const { t } = useLingui();
  const query = useQuery(exploreCategoriesQueryOptions());

  let content;
  if (query.isPending) {
    content = <CategoriesSkeleton />;
  } else if (query.isError) {
    // docs/product.md §8: a localized error text in red.
    content = (
      <p className="explore-error" role="alert">
        {t`Failed to load categories`}
      </p>
    );
  } else {
    content = (
      <ul className="explore-grid">
        {query.data.map((category) => {
          const childCount = category.children?.length ?? 0;
          return (
            <li key={category.id}>
              <Link to="/category/$id" params={{ id: String(category.id) }} hash="events" className="explore-tile">
                <div className="explore-tile__icon">
                  <Glyph path={SPARKLES_PATH} />
                </div>
                <div className="explore-tile__text">
                  <p className="explore-tile__name" dir="auto">
                    {category.name}
                  </p>
                  {category.description ? (
                    <p className="explore-tile__description line-clamp" dir="auto">
                      {category.description}
                    </p>
                  ) : null}
                  {childCount > 0 ? (
                    <p className="explore-tile__count">
                      <Plural value={childCount} one="# subcategory" other="# subcategories" />
                    </p>
                  ) : null}
                </div>
                <Glyph path={ARROW_END_PATH} className="explore-tile__arrow" />
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="explore-heading" className="explore">
      <Container className="explore__container">
        <div className="explore__stack">
          <div className="explore__intro">
            <Heading id="explore-heading" size="2xl" mdSize="3xl" className="explore__heading">
              {t`Explore categories`}
            </Heading>
            <p className="explore__lead">{t`From live music to heritage walks, pick what you love.`}</p>
          </div>
          {content}
        </div>
      </Container>
    </section>
  );
}
