import { expect, type Page } from './test.ts';
import { expectNoAxeViolations } from './support.ts';

export type Answer = 'accept' | { refuse: { raison: string; commentaire: string } };

/** The back office answers from its moderation list, on the publication's moderation page. */
export async function answerAsStaff(staff: Page, titre: string, answer: Answer): Promise<void> {
  await staff.goto('/admin/publicationsmoderation');
  const filters = staff.getByRole('search', { name: 'Filtrer les publications' });
  await filters.getByRole('textbox', { name: 'Titre, EAN ou auteur' }).fill(titre);
  await filters.getByRole('button', { name: 'Rechercher' }).click();
  await staff.getByRole('row', { name: titre }).click();
  await expect(staff).toHaveURL(/\/admin\/publicationmoderation\/\d+\/\d+$/);
  const form = staff.getByRole('region', { name: 'Réponse de la modération' });
  if (answer === 'accept') {
    await form.getByText('Accepter', { exact: true }).click();
  } else {
    await form.getByText('Refuser', { exact: true }).click();
    await form.getByText(answer.refuse.raison, { exact: true }).click();
    await form.getByRole('textbox', { name: /^Commentaire pour l'auteur/ }).fill(answer.refuse.commentaire);
  }
  await expectNoAxeViolations(staff);
  await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: answer === 'accept' ? 'Accepter' : 'Refuser' })
    .click();
  await expect(
    staff.getByText(answer === 'accept' ? 'La publication a été acceptée.' : 'La publication a été refusée.'),
  ).toBeVisible();
  await expect(staff).toHaveURL('/admin/publicationsmoderation');
}
