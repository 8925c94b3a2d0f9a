// What the other areas may use of this one: they import it from here, never from its other files.
export { articleNotFound, sendArticleFile } from './articleDownload.ts';
export { judgeArticleFile } from './articleFiles.ts';
export { findDownloadableArticles } from './repository.ts';
export { saveArticleFile } from './saveArticleFile.ts';
