#include <ruby.h>
#include <ctype.h>

/* Count tags of a given name quickly, e.g. count_tags(html, "h1"). */
static VALUE count_tags(VALUE self, VALUE html, VALUE tag) {
    const char *s = StringValueCStr(html);
    const char *t = StringValueCStr(tag);
    size_t tl = strlen(t);
    long n = 0;
    for (const char *p = s; *p; p++) {
        if (*p == '<' && strncasecmp(p + 1, t, tl) == 0 && (isspace((unsigned char)p[1 + tl]) || p[1 + tl] == '>'))
            n++;
    }
    return LONG2NUM(n);
}

void Init_tokenizer(void) {
    VALUE m = rb_define_module("SeoAudit");
    rb_define_module_function(m, "count_tags", count_tags, 2);
}
