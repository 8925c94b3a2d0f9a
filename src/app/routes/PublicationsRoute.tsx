import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { MyPublications } from '../../features/publications/components/list/MyPublications.tsx';

/** « Mes publications » (spec 1 §2): the books the author declared, and the way to declare another. */
export default function PublicationsRoute() {
  return (
    <RoutePage
      title="Mes publications"
      lead="Les livres que vous avez déclarés pour leur référencement dans le catalogue de la librairie."
    >
      <MyPublications />
    </RoutePage>
  );
}
