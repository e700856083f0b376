#include <napi.h>
// Nearest-neighbour RGBA downscale; kept tiny on purpose.
Napi::Value Resize(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  auto src = info[0].As<Napi::Buffer<uint8_t>>();
  int w = info[1].As<Napi::Number>(), h = info[2].As<Napi::Number>();
  int nw = info[3].As<Napi::Number>(), nh = info[4].As<Napi::Number>();
  auto out = Napi::Buffer<uint8_t>::New(env, (size_t)nw * nh * 4);
  for (int y = 0; y < nh; ++y)
    for (int x = 0; x < nw; ++x) {
      int sx = x * w / nw, sy = y * h / nh;
      for (int c = 0; c < 4; ++c) out[(y * nw + x) * 4 + c] = src[(sy * w + sx) * 4 + c];
    }
  return out;
}
Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("resize", Napi::Function::New(env, Resize));
  return exports;
}
NODE_API_MODULE(resize, Init)
