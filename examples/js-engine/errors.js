'use strict';
// A request the engine refuses: answered as {"ok": false, "error": {code, message}}, and the
// session goes on. The codes are the protocol's: bad_request, illegal_move, unsupported
// (internal_error is kept for the engine's own bugs).
class ProtocolError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

module.exports = { ProtocolError };
