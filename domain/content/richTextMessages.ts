/** What the rich text editor of the content edit mode tells staff. */
export const RICH_TEXT_MESSAGES = {
  linkEmpty: "Saisissez l'adresse du lien.",
  linkRefused:
    'Adresse refusée : un lien commence par https://, http://, mailto:, tel: ou / (une page du site). Les liens javascript: ne sont pas acceptés.',
  tagsKeptInSource: (tags: readonly string[]) =>
    `L'éditeur ne sait pas afficher ${tags.length > 1 ? 'les balises' : 'la balise'} ${tags.map((tag) => `<${tag}>`).join(', ')} : restez en source HTML pour ${tags.length > 1 ? 'les' : 'la'} garder.`,
} as const;
