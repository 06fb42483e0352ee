/**
 * The router API every app uses, from this one shared singleton module rather than from react-router-dom itself.
 * A federation-shared library is never tree-shaken (react-router 7 whole is ~60 KB gzip); bundled here, only what is
 * re-exported survives, and the apps still share one router instance because this module is a singleton.
 * Import routing from here only: a direct react-router-dom import would bundle a second router (a test guards it).
 */
export { HashRouter, Link, NavLink, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
