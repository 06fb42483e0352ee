/** Stands in for CSS imports under jest. */
module.exports = {};
