#include <ruby.h>

static VALUE fmt_bullet(VALUE self, VALUE msg) {
    VALUE out = rb_str_new_cstr("- ");
    return rb_str_concat(out, rb_funcall(msg, rb_intern("strip"), 0));
}

void Init_changelog_fmt(void) {
    VALUE m = rb_define_module("ChangelogFmt");
    rb_define_module_function(m, "bullet", fmt_bullet, 1);
}
