/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A small JSON reader for the "env" block of shell-loader scripts (tst_run_shell).
 *
 * Why hand-written: the test library and its helper programs may depend on libc only, so
 * json-c (which the runner may use) is not allowed here. The block is tiny (an object of
 * booleans, numbers, strings and arrays/objects of those), so a recursive-descent reader
 * of standard JSON is enough: no \u escapes beyond ASCII, numbers are integers.
 *
 * Every value keeps the script line it started on, and every error names the line:
 * json_parse() returns NULL and fills err ("12: expected ',' or '}'", 12 the line).
 */
#ifndef TST_SHELL_JSON_H
#define TST_SHELL_JSON_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum json_type { JSON_NULL, JSON_BOOL, JSON_NUM, JSON_STR, JSON_ARR, JSON_OBJ };

struct json_val {
	enum json_type type;
	int line;
	long long num;		/* JSON_BOOL (0/1), JSON_NUM */
	char *str;		/* JSON_STR */
	unsigned int cnt;	/* JSON_ARR, JSON_OBJ: number of items */
	char **keys;		/* JSON_OBJ */
	struct json_val **items;
};

struct json_in {
	const char *s;
	int line;
	char err[256];
};

#define JSON_MAX_DEPTH 8

static void json_err(struct json_in *in, const char *fmt, ...)
{
	va_list va;
	int n;

	if (in->err[0])
		return;
	n = snprintf(in->err, sizeof(in->err), "%i: ", in->line);
	va_start(va, fmt);
	vsnprintf(in->err + n, sizeof(in->err) - n, fmt, va);
	va_end(va);
}

static void json_skip(struct json_in *in)
{
	for (; *in->s == ' ' || *in->s == '\t' || *in->s == '\n' || *in->s == '\r'; in->s++) {
		if (*in->s == '\n')
			in->line++;
	}
}

static void *json_alloc(struct json_in *in, void *old, size_t size)
{
	void *p = realloc(old, size);

	if (!p)
		json_err(in, "out of memory");
	return p;
}

static char *json_string(struct json_in *in)
{
	size_t len = 0;
	char *out = NULL, *tmp;
	char c;

	in->s++;	/* the opening quote */
	for (;;) {
		c = *in->s++;
		if (!c || c == '\n') {
			json_err(in, "unterminated string");
			free(out);
			return NULL;
		}
		if (c == '"')
			break;
		if (c == '\\') {
			c = *in->s++;
			switch (c) {
			case '"': case '\\': case '/': break;
			case 'n': c = '\n'; break;
			case 't': c = '\t'; break;
			default:
				json_err(in, "unsupported escape '\\%c' in string", c ? c : '0');
				free(out);
				return NULL;
			}
		}
		tmp = json_alloc(in, out, len + 2);
		if (!tmp) {
			free(out);
			return NULL;
		}
		out = tmp;
		out[len++] = c;
	}
	if (!out)
		out = json_alloc(in, NULL, 1);
	if (out)
		out[len] = '\0';
	return out;
}

static void json_free(struct json_val *v)
{
	unsigned int i;

	if (!v)
		return;
	for (i = 0; i < v->cnt; i++) {
		json_free(v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->str);
	free(v);
}

static struct json_val *json_value(struct json_in *in, int depth);

/* Items of an array (key == 0) or object (key == 1), after the opening bracket. */
static int json_items(struct json_in *in, struct json_val *v, int depth, char close)
{
	int is_obj = close == '}';
	char *key = NULL;
	void *tmp;

	in->s++;
	json_skip(in);
	if (*in->s == close) {
		in->s++;
		return 0;
	}
	for (;;) {
		json_skip(in);
		if (is_obj) {
			if (*in->s != '"') {
				json_err(in, "expected a \"key\" in object");
				return -1;
			}
			key = json_string(in);
			if (!key)
				return -1;
			json_skip(in);
			if (*in->s != ':') {
				json_err(in, "expected ':' after \"%s\"", key);
				free(key);
				return -1;
			}
			in->s++;
		}
		tmp = json_alloc(in, v->items, (v->cnt + 1) * sizeof(*v->items));
		if (!tmp) {
			free(key);
			return -1;
		}
		v->items = tmp;
		if (is_obj) {
			tmp = json_alloc(in, v->keys, (v->cnt + 1) * sizeof(*v->keys));
			if (!tmp) {
				free(key);
				return -1;
			}
			v->keys = tmp;
			v->keys[v->cnt] = key;
			key = NULL;
		}
		v->items[v->cnt] = json_value(in, depth + 1);
		v->cnt++;
		if (!v->items[v->cnt - 1])
			return -1;
		json_skip(in);
		if (*in->s == ',') {
			in->s++;
			continue;
		}
		if (*in->s == close) {
			in->s++;
			return 0;
		}
		json_err(in, "expected ',' or '%c'", close);
		return -1;
	}
}

static struct json_val *json_value(struct json_in *in, int depth)
{
	struct json_val *v;
	char *end;

	if (depth > JSON_MAX_DEPTH) {
		json_err(in, "nested deeper than %i levels", JSON_MAX_DEPTH);
		return NULL;
	}
	json_skip(in);
	v = json_alloc(in, NULL, sizeof(*v));
	if (!v)
		return NULL;
	memset(v, 0, sizeof(*v));
	v->line = in->line;
	switch (*in->s) {
	case '{':
		v->type = JSON_OBJ;
		if (json_items(in, v, depth, '}'))
			goto fail;
		return v;
	case '[':
		v->type = JSON_ARR;
		if (json_items(in, v, depth, ']'))
			goto fail;
		return v;
	case '"':
		v->type = JSON_STR;
		v->str = json_string(in);
		if (!v->str)
			goto fail;
		return v;
	}
	if (!strncmp(in->s, "true", 4) || !strncmp(in->s, "false", 5)) {
		v->type = JSON_BOOL;
		v->num = *in->s == 't';
		in->s += v->num ? 4 : 5;
		return v;
	}
	if (!strncmp(in->s, "null", 4)) {
		in->s += 4;
		return v;
	}
	if (*in->s == '-' || (*in->s >= '0' && *in->s <= '9')) {
		v->type = JSON_NUM;
		v->num = strtoll(in->s, &end, 10);
		if (*end == '.' || *end == 'e' || *end == 'E') {
			json_err(in, "only integer numbers are supported");
			goto fail;
		}
		if (end == in->s) {
			json_err(in, "bad number");
			goto fail;
		}
		in->s = end;
		return v;
	}
	if (*in->s)
		json_err(in, "unexpected character '%c'", *in->s);
	else
		json_err(in, "unexpected end of the JSON block");
fail:
	json_free(v);
	return NULL;
}

/* Parse text (whose first line is script line first_line); NULL with in->err on error. */
static struct json_val *json_parse(struct json_in *in, const char *text, int first_line)
{
	struct json_val *v;

	in->s = text;
	in->line = first_line;
	in->err[0] = '\0';
	v = json_value(in, 0);
	if (!v)
		return NULL;
	json_skip(in);
	if (*in->s) {
		json_err(in, "trailing text after the JSON value");
		json_free(v);
		return NULL;
	}
	return v;
}

#endif /* TST_SHELL_JSON_H */
