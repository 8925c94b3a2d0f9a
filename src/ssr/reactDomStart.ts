// Run by the boot script in a task of its own, before the application's entry (src/ssr/boot.ts): compiling and
// running react-dom's code is the longest part of the entry's evaluation, which would otherwise be one long task.
import 'react-dom/client';
