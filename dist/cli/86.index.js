export const id = 86;
export const ids = [86];
export const modules = {

/***/ 4086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   packageVersion: () => (/* binding */ packageVersion)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/** `agent-fix --version`: the version of the installed package, read from its package.json at run time. */



/**
 * The nearest package.json named agent-fix above this module: src/commands/ in the source tree, dist/cli/ in the
 * bundle. Read at run time because the bundle must report the package it was installed as, not a build-time copy.
 */
function packageVersion(from = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url))) {
    let dir = from;
    for (let i = 0; i < 6; i++) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'package.json');
        try {
            const pkg = JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(file, 'utf8'));
            if (pkg.name === 'agent-fix' && pkg.version)
                return pkg.version;
        }
        catch {
            // no package.json here, or not JSON: keep walking up
        }
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    return 'unknown (package.json not found beside the installed files)';
}


/***/ })

};
