#include <ruby.h>

static VALUE count_lines(VALUE self, VALUE str) {
  long n = 0; const char *p = RSTRING_PTR(str); long len = RSTRING_LEN(str);
  for (long i = 0; i < len; i++) if (p[i] == '\n') n++;
  return LONG2NUM(n);
}

void Init_gemrel(void) {
  VALUE m = rb_define_module("GemrelNative");
  rb_define_module_function(m, "count_lines", count_lines, 1);
}
