const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom lacks the fetch family and TextEncoder that RTK Query and react-router need:
// hand it Node's own, resolving relative '/v1/...' URLs against the jsdom location.
class BrowserEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const location = () => g.location.href;
    class RelativeRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, location()).href : input, init);
      }
    }
    g.Request = RelativeRequest;
    g.fetch = (input, init) =>
      fetch(typeof input === 'string' ? new URL(input, location()).href : input, init);
    Object.assign(g, {
      Response,
      Headers,
      FormData,
      URLSearchParams,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = BrowserEnvironment;
