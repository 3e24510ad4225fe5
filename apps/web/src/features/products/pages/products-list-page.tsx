import { Link } from 'react-router';
import { NameOf } from '../../../components/ui/name-of';
import { NamedText } from '../../../components/ui/named-text';
import { PagedListPage, usePageParam } from '../../../components/ui/paged-list-page';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useProducts } from '../api/get-products';

/** Every product by name, linking to its page. */
export function ProductsListPage() {
  const { items: t, numbered } = useMessages();
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title={t.productsList.title}
      empty={t.productsList.empty}
      scrollKey={`products:${page}`}
      query={useProducts(page)}
      onPage={setPage}
    >
      {(products) => (
        <ul className="entry-grid">
          {products.map((product) => (
            <li key={product.id}>
              <Link to={paths.product(product.id)}>
                <span className="entry-grid__title">
                  <NameOf named={product} />
                </span>
                <span className="item-muted">
                  {product.number ? ' ' : ''}
                  {product.number && <NamedText text={numbered(product.number)} name={product.number} />}
                </span>
                <span className="item-muted">{product.year ? ` · ${product.year}` : ''}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedListPage>
  );
}
