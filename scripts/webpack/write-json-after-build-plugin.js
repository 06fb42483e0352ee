/** Emits a JSON file as a build asset, so it survives `output.clean` and is also served by the dev server. */
class WriteJsonAfterBuildPlugin {
  constructor(fileName, content) {
    this.fileName = fileName;
    this.content = content;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WriteJsonAfterBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WriteJsonAfterBuildPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(this.fileName, new sources.RawSource(`${JSON.stringify(this.content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { WriteJsonAfterBuildPlugin };
