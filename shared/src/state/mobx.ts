/**
 * The MobX API every app uses, from this one shared singleton module rather than from mobx and mobx-react-lite
 * themselves. A federation-shared library is never tree-shaken: shared whole, mobx put all of its API (observable maps
 * and sets, flows, spies, the object API, toJS…) into the host's start-up scripts. Bundled here, only what is re-exported
 * survives, and the apps still share one MobX (one reactive graph, one `observer`) because this module is a singleton.
 * Import MobX from here only (eslint.config.mjs); type-only imports from mobx vanish at build and stay allowed.
 */
export { action, autorun, makeAutoObservable, makeObservable, observable, reaction, runInAction, when } from 'mobx';
export { observer } from 'mobx-react-lite';
