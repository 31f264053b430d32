/* SPDX-License-Identifier: MIT */
/*
 * The text of the files findings point into, as the reporter needs it,
 * whatever engine found them: the lines, with comments blanked out; the
 * columns of a line in gcc's convention (1-based, a tab to the next
 * multiple of 8, as sparse counts) and in characters (1-based, a tab is
 * one, as SARIF counts); the top-level definition (function or variable)
 * a line belongs to; and the comments, for inline suppressions.
 *
 * Read without the preprocessor, from the text: both engines' findings in
 * a file get the same answers. Each file is read once and kept.
 */
#ifndef SOURCE_H
#define SOURCE_H

#include <stddef.h>

struct source_file;

struct source_comment {
	unsigned int line;
	unsigned int column;	/* gcc convention, of the comment's start */
	int alone;		/* nothing but comments on its line */
	const char *text;	/* between the delimiters */
};

/*
 * The text of @path ("-": what input_usable() kept of standard input), or
 * NULL when it cannot be read.
 */
const struct source_file *source_get(const char *path);

/* Standard input's text, which can be read only once. */
void source_provide_stdin(const char *text, size_t len);

unsigned int source_lines(const struct source_file *sf);

/*
 * Line @line without its comments, runs of white space made one space and
 * trimmed ("" past the end): what a baseline keys a finding on.
 */
const char *source_code(const struct source_file *sf, unsigned int line);

/* Does line @line hold code (not only comments and white space)? */
int source_has_code(const struct source_file *sf, unsigned int line);

/*
 * A position on a line in the three ways engines count it: gcc's column
 * (sparse's: 1-based, a tab advances to the next multiple of 8), the byte
 * offset (Coccinelle's: 0-based) and the character (SARIF's: 1-based, a
 * tab is one).
 */
struct source_column {
	enum { COLUMN_GCC, COLUMN_BYTE, COLUMN_CHARS } given;
	unsigned int gcc, byte, chars;
};

/*
 * Fills the two columns @col->given does not name; -1 when that column is
 * not on line @line.
 */
int source_columns(const struct source_file *sf, unsigned int line,
		   struct source_column *col);

/*
 * The top-level definition holding line @line: its name ("foo_probe",
 * "foo_attrs"), whether it is a function, and its first and last lines.
 * Returns 0 when the line lies outside every definition.
 */
int source_definition(const struct source_file *sf, unsigned int line,
		      const char **name, int *is_function,
		      unsigned int *first, unsigned int *last);

/*
 * The name of what is called at gcc's column @column of line @line when
 * the line begins with it ("SHOW(a, get_a())": sparse's position for what
 * a macro used there makes), malloc'ed; NULL otherwise.
 */
char *source_line_call(const struct source_file *sf, unsigned int line,
		       unsigned int column);

/*
 * The name called at gcc's column @column of line @line ("memcpy" of
 * "memcpy(buf, ...)"), malloc'ed; NULL when no call starts there.
 */
char *source_call_name(const struct source_file *sf, unsigned int line,
		       unsigned int column);

/*
 * The use of a function-like macro that starts at gcc's column @column of
 * line @line and ends on it ("to_thing(dev)"), as the source spells it,
 * malloc'ed; NULL when there is none.
 */
char *source_macro_use(const struct source_file *sf, unsigned int line,
		       unsigned int column);

/* The comments, in order. */
unsigned int source_comments(const struct source_file *sf,
			     const struct source_comment **comments);

#endif
