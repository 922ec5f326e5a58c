import { configure } from '@testing-library/react';

// findBy*/waitFor default to 1 s, which a loaded 2-core CI machine running every suite at once can exceed.
configure({ asyncUtilTimeout: 5000 });
