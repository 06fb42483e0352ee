/** Brings the jest-dom matchers (loaded in shared/jest/setup-after-env.js) into every frontend package's types. */
import '@testing-library/jest-dom';
