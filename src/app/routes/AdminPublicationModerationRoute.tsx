import { Link, useNavigate, useParams } from 'react-router-dom';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminPublicationView } from '../../features/adminPublications/components/AdminPublicationView.tsx';
import { ModerationAnswerForm } from '../../features/adminPublications/components/ModerationAnswerForm.tsx';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../../features/adminPublications/paths.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/publicationmoderation/{idpersonne}/{id}`: the publication and the moderation's answer (back to the list). */
export default function AdminPublicationModerationRoute() {
  const params = useParams();
  const navigate = useNavigate();
  return (
    <AdminPublicationView
      idPersonne={parseId(params.idpersonne)}
      id={parseId(params.id)}
      back={
        <Link to={PATHS.moderationList} className={page.back}>
          ← {T.moderationTitle}
        </Link>
      }
      decision={(publication) =>
        publication.IdEtatPublication === ETAT_PUBLICATION.enAttenteDeModeration ? (
          <ModerationAnswerForm publication={publication} onAnswered={() => void navigate(PATHS.moderationList)} />
        ) : (
          <p role="note">{T.answer.notAwaiting}</p>
        )
      }
    />
  );
}
