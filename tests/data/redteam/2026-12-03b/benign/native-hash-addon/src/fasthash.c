#include <node_api.h>
#include <stdint.h>

/* FNV-1a 64-bit over a Buffer; stand-in for the xxHash core. */
static napi_value Hash(napi_env env, napi_callback_info info) {
  size_t argc = 1; napi_value argv[1]; void *data; size_t len;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  napi_get_buffer_info(env, argv[0], &data, &len);
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < len; i++) { h ^= ((uint8_t *)data)[i]; h *= 1099511628211ULL; }
  napi_value out; napi_create_bigint_uint64(env, h, &out);
  return out;
}

NAPI_MODULE_INIT() {
  napi_value fn; napi_create_function(env, "hash", NAPI_AUTO_LENGTH, Hash, NULL, &fn);
  napi_set_named_property(env, exports, "hash", fn);
  return exports;
}
