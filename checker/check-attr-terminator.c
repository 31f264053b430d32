// SPDX-License-Identifier: MIT
/*
 * sysfs-attr-terminator: an array of attribute, binary attribute or group
 * pointers that reaches a list sysfs walks (a group's .attrs, a ktype's
 * .default_groups, sysfs_create_files(), ...) must end with NULL: the core
 * reads entries until it meets one.
 *
 * A sized array with unused room ends in the zero fill and is fine; an
 * array that never reaches such a list (only indexed, say) needs no NULL.
 */
#include "ast.h"
#include "checks.h"
#include "diag.h"
#include "sysfs-index.h"

const struct sysfs_check check_attr_terminator;

/* The initializer entry that gives element @index its value, if any. */
static struct expression *element_init(struct expression *init,
				       unsigned long index,
				       unsigned long elem_bytes)
{
	struct expression *entry, *found = NULL;

	if (!init || init->type != EXPR_INITIALIZER)
		return NULL;
	FOR_EACH_PTR(init->expr_list, entry) {
		unsigned long first;

		if (entry->type != EXPR_POS)
			continue;
		first = entry->init_offset / elem_bytes;
		/* A later designator for the same element wins. */
		if (first <= index && index < first + entry->init_nr)
			found = entry;
	} END_FOR_EACH_PTR(entry);
	return found;
}

static void check_array(struct sysfs_index *idx, struct sysfs_data *data)
{
	struct symbol *sym = data->sym, *array = type_base(sym);
	const struct sysfs_reach *reach;
	struct expression *last;
	long elem_bits, bits;
	unsigned long count;

	if (!array || array->type != SYM_ARRAY || !sysfs_list_of_type(sym))
		return;
	reach = index_reach(idx, sym);
	if (!reach)
		return;
	elem_bits = type_base(array->ctype.base_type) ?
		    type_base(array->ctype.base_type)->bit_size : -1;
	bits = sym->bit_size > 0 ? sym->bit_size : array->bit_size;
	if (elem_bits <= 0 || bits < 0)
		return;
	count = bits / elem_bits;

	if (count == 0) {
		diag_report(&check_attr_terminator, LEVEL_BUG, sym->pos,
			    data->fn ? symbol_name(data->fn) : NULL,
			    "%s '%s' is empty: it has no NULL terminator, and sysfs walks it through %s until it finds one; make it { NULL }",
			    sysfs_list_noun(sysfs_list_of_type(sym)),
			    symbol_name(sym), reach->how);
		return;
	}
	last = element_init(sym->initializer, count - 1, elem_bits / 8);
	if (!last || is_null_pointer(last->init_expr))
		return;
	diag_report(&check_attr_terminator, LEVEL_BUG, sym->pos,
		    data->fn ? symbol_name(data->fn) : NULL,
		    "%s '%s' is not NULL-terminated (last element '%s'); sysfs walks it through %s until it finds NULL: add NULL as its last element",
		    sysfs_list_noun(sysfs_list_of_type(sym)), symbol_name(sym),
		    expr_text(last->init_expr), reach->how);
}

const struct sysfs_check check_attr_terminator = {
	.name = "sysfs-attr-terminator",
	.summary = "attribute and group arrays that reach sysfs must end with NULL",
	.default_on = 1,
	.data = check_array,
};
