import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { PublicationConditions } from '../../features/publications/components/conditions/PublicationConditions.tsx';

const TITLE = 'Conditions de référencement';

/** `/publication/conditions`: what declaring a publication implies, accepted before the wizard. */
export default function PublicationConditionsRoute() {
  return (
    <RoutePage
      title={TITLE}
      lead="Avant de déclarer une publication, prenez connaissance des conditions de son référencement."
    >
      <PublicationConditions />
    </RoutePage>
  );
}
