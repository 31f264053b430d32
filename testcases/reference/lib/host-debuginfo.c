// SPDX-License-Identifier: MIT
/*
 * The program's own debugging information (libdw): which source line a
 * code address belongs to, where a function or a variable is defined, and
 * what type of object lives at a data address. This is how the reference
 * points a run-time finding at the driver's line, tells a struct
 * bin_attribute from an ordinary attribute, and finds the show() or
 * store() of an attribute type the driver defines itself.
 */
#define _GNU_SOURCE
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host.h"

struct global {
	unsigned long start, size;
	const char *name;
	const char *file;
	int line;
	Dwarf_Die type;
};

static Dwfl *dwfl;
static Dwfl_Module *main_module;
static struct global *globals;
static size_t nr_globals, cap_globals;
static char cwd[4096];

static void strip_type(Dwarf_Die *type)
{
	Dwarf_Attribute at;

	while (dwarf_tag(type) == DW_TAG_typedef ||
	       dwarf_tag(type) == DW_TAG_const_type ||
	       dwarf_tag(type) == DW_TAG_volatile_type) {
		if (!dwarf_attr_integrate(type, DW_AT_type, &at) ||
		    !dwarf_formref_die(&at, type))
			return;
	}
}

static void add_global(Dwarf_Die *die, Dwarf_Addr bias)
{
	Dwarf_Attribute at;
	Dwarf_Op *ops;
	size_t nops;
	Dwarf_Word size;
	struct global *g;
	int line = 0;

	if (!dwarf_attr(die, DW_AT_location, &at) ||
	    dwarf_getlocation(&at, &ops, &nops) || nops != 1 ||
	    ops[0].atom != DW_OP_addr)
		return;
	if (nr_globals == cap_globals) {
		cap_globals = cap_globals ? 2 * cap_globals : 256;
		globals = realloc(globals, cap_globals * sizeof(*globals));
	}
	g = &globals[nr_globals];
	memset(g, 0, sizeof(*g));
	if (!dwarf_attr_integrate(die, DW_AT_type, &at) ||
	    !dwarf_formref_die(&at, &g->type))
		return;
	if (dwarf_aggregate_size(&g->type, &size))
		return;
	g->start = ops[0].number + bias;
	g->size = size;
	g->name = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_name, &at));
	g->file = dwarf_decl_file(die);
	dwarf_decl_line(die, &line);
	g->line = line;
	nr_globals++;
}

static void walk_dies(Dwarf_Die *parent, Dwarf_Addr bias)
{
	Dwarf_Die child;

	if (dwarf_child(parent, &child))
		return;
	do {
		switch (dwarf_tag(&child)) {
		case DW_TAG_variable:
			add_global(&child, bias);
			break;
		case DW_TAG_subprogram:
		case DW_TAG_lexical_block:
			walk_dies(&child, bias);
			break;
		}
	} while (!dwarf_siblingof(&child, &child));
}

void host_debuginfo_init(void)
{
	static const Dwfl_Callbacks callbacks = {
		.find_elf = dwfl_linux_proc_find_elf,
		.find_debuginfo = dwfl_standard_find_debuginfo,
	};
	Dwarf_Off off = 0, next;
	size_t header;
	Dwarf_Addr bias;
	Dwarf *dw;

	if (!getcwd(cwd, sizeof(cwd)))
		cwd[0] = '\0';
	dwfl = dwfl_begin(&callbacks);
	if (!dwfl || dwfl_linux_proc_report(dwfl, getpid()) ||
	    dwfl_report_end(dwfl, NULL, NULL))
		return;
	main_module = dwfl_addrmodule(dwfl, (Dwarf_Addr)host_debuginfo_init);
	if (!main_module)
		return;
	dw = dwfl_module_getdwarf(main_module, &bias);
	if (!dw)
		return;
	while (!dwarf_nextcu(dw, off, &next, &header, NULL, NULL, NULL)) {
		Dwarf_Die cu;

		if (dwarf_offdie(dw, off + header, &cu))
			walk_dies(&cu, bias);
		off = next;
	}
}

/* Paths as the user typed them: relative to the working directory. */
static const char *short_path(const char *file)
{
	size_t n = strlen(cwd);

	if (!file)
		return "?";
	if (n && !strncmp(file, cwd, n) && file[n] == '/')
		file += n + 1;
	while (!strncmp(file, "./", 2))
		file += 2;
	return file;
}

static struct global *global_at(unsigned long addr)
{
	size_t i;

	for (i = 0; i < nr_globals; i++)
		if (globals[i].start <= addr &&
		    addr < globals[i].start + (globals[i].size ? globals[i].size : 1))
			return &globals[i];
	return NULL;
}

int host_data_place(const void *addr, const char **file, int *line)
{
	struct global *g = global_at((unsigned long)addr);

	if (!g || !g->file)
		return 0;
	*file = short_path(g->file);
	*line = g->line;
	return 1;
}

const char *ref_data_name(const void *addr)
{
	struct global *g = global_at((unsigned long)addr);

	return g && g->name ? g->name : "?";
}

int host_code_place(const void *pc, const char **file, int *line)
{
	Dwfl_Module *mod = dwfl ? dwfl_addrmodule(dwfl, (Dwarf_Addr)pc) : NULL;
	Dwfl_Line *l;
	const char *f;

	if (!mod || mod != main_module)
		return 0;
	l = dwfl_module_getsrc(mod, (Dwarf_Addr)pc);
	if (!l)
		return 0;
	f = dwfl_lineinfo(l, NULL, line, NULL, NULL, NULL);
	if (!f)
		return 0;
	*file = short_path(f);
	return 1;
}

int host_function_place(const void *fn, const char **file, int *line)
{
	Dwfl_Module *mod = dwfl ? dwfl_addrmodule(dwfl, (Dwarf_Addr)fn) : NULL;
	Dwarf_Die *cu, *scopes;
	Dwarf_Addr bias;
	int i, n, found = 0;

	if (!mod)
		return 0;
	cu = dwfl_module_addrdie(mod, (Dwarf_Addr)fn, &bias);
	if (!cu)
		return 0;
	n = dwarf_getscopes(cu, (Dwarf_Addr)fn - bias, &scopes);
	for (i = 0; i < n && !found; i++) {
		if (dwarf_tag(&scopes[i]) != DW_TAG_subprogram)
			continue;
		*file = short_path(dwarf_decl_file(&scopes[i]));
		found = !dwarf_decl_line(&scopes[i], line);
	}
	if (n > 0)
		free(scopes);
	return found;
}

const char *ref_function_name(const void *fn)
{
	Dwfl_Module *mod = dwfl ? dwfl_addrmodule(dwfl, (Dwarf_Addr)fn) : NULL;
	const char *name = mod ? dwfl_module_addrname(mod, (Dwarf_Addr)fn) : NULL;

	return name ? name : "?";
}

/* Is there a struct @tag at byte @off of an object of type @type? */
static int struct_at(Dwarf_Die type, Dwarf_Word off, const char *tag)
{
	Dwarf_Attribute at;
	Dwarf_Die child;

	strip_type(&type);
	if (dwarf_tag(&type) == DW_TAG_array_type) {
		Dwarf_Die elem;
		Dwarf_Word size;

		if (!dwarf_attr_integrate(&type, DW_AT_type, &at) ||
		    !dwarf_formref_die(&at, &elem) ||
		    dwarf_aggregate_size(&elem, &size) || !size)
			return 0;
		return struct_at(elem, off % size, tag);
	}
	if (dwarf_tag(&type) != DW_TAG_structure_type)
		return 0;
	if (off == 0 && dwarf_diename(&type) && !strcmp(dwarf_diename(&type), tag))
		return 1;
	if (dwarf_child(&type, &child))
		return 0;
	do {
		Dwarf_Word start, size;
		Dwarf_Die mtype;

		if (dwarf_tag(&child) != DW_TAG_member ||
		    !dwarf_attr(&child, DW_AT_data_member_location, &at) ||
		    dwarf_formudata(&at, &start) ||
		    !dwarf_attr_integrate(&child, DW_AT_type, &at) ||
		    !dwarf_formref_die(&at, &mtype) ||
		    dwarf_aggregate_size(&mtype, &size))
			continue;
		if (start <= off && off < start + size)
			return struct_at(mtype, off - start, tag);
	} while (!dwarf_siblingof(&child, &child));
	return 0;
}

int ref_is_bin_attribute(const void *attr)
{
	struct global *g = global_at((unsigned long)attr);

	return g && struct_at(g->type, (unsigned long)attr - g->start,
			      "bin_attribute");
}

/* A typedef'd or qualified type, and a pointer's target, without either. */
static int type_of(Dwarf_Die *die, Dwarf_Die *type)
{
	Dwarf_Attribute at;

	if (!dwarf_attr_integrate(die, DW_AT_type, &at) ||
	    !dwarf_formref_die(&at, type))
		return 0;
	return 1;
}

static int is_const(Dwarf_Die type)
{
	while (dwarf_tag(&type) == DW_TAG_typedef ||
	       dwarf_tag(&type) == DW_TAG_volatile_type) {
		if (!type_of(&type, &type))
			return 0;
	}
	return dwarf_tag(&type) == DW_TAG_const_type;
}

/* A pointer to a one-byte integer: const or not, as @want_const says. */
static int char_pointer(Dwarf_Die type, int want_const)
{
	Dwarf_Die target;
	Dwarf_Word size;

	strip_type(&type);
	if (dwarf_tag(&type) != DW_TAG_pointer_type ||
	    !type_of(&type, &target) || is_const(target) != want_const)
		return 0;
	strip_type(&target);
	return dwarf_tag(&target) == DW_TAG_base_type &&
	       !dwarf_aggregate_size(&target, &size) && size == 1;
}

static int integer(Dwarf_Die type)
{
	strip_type(&type);
	return dwarf_tag(&type) == DW_TAG_base_type;
}

/*
 * Does member type @type point to a function shaped like a show() (last
 * parameter "char *") or, with @store, like a store() ("const char *"
 * then a size)? The static checker learns attribute types by the same
 * shape (checker/sysfs-index.c).
 */
static int callback_shaped(Dwarf_Die type, int store)
{
	Dwarf_Die fn, param, last, before;
	int n = 0;

	strip_type(&type);
	if (dwarf_tag(&type) != DW_TAG_pointer_type || !type_of(&type, &fn) ||
	    dwarf_tag(&fn) != DW_TAG_subroutine_type || dwarf_child(&fn, &param))
		return 0;
	do {
		if (dwarf_tag(&param) != DW_TAG_formal_parameter)
			continue;
		before = last;
		if (!type_of(&param, &last))
			return 0;
		n++;
	} while (!dwarf_siblingof(&param, &param));
	if (!store)
		return n >= 1 && char_pointer(last, 0);
	return n >= 2 && integer(last) && char_pointer(before, 1);
}

static int is_struct_attribute(Dwarf_Die type)
{
	strip_type(&type);
	return dwarf_tag(&type) == DW_TAG_structure_type &&
	       dwarf_diename(&type) && !strcmp(dwarf_diename(&type), "attribute");
}

/*
 * The struct attribute at byte @off of an object of type @type, in a
 * struct that also has a show()- or store()-shaped member: that
 * member's offset in the object, in *@member (-1 when the struct has
 * the other kind only). Returns 0 when the attribute is not in such a
 * struct.
 */
static int own_attribute_type(Dwarf_Die type, Dwarf_Word off, int store,
			      long *member)
{
	Dwarf_Attribute at;
	Dwarf_Die child;
	int holds_attr = 0, shaped = 0;
	long found = -1;

	strip_type(&type);
	if (dwarf_tag(&type) == DW_TAG_array_type) {
		Dwarf_Die elem;
		Dwarf_Word size;

		if (!type_of(&type, &elem) ||
		    dwarf_aggregate_size(&elem, &size) || !size ||
		    !own_attribute_type(elem, off % size, store, member))
			return 0;
		if (*member >= 0)
			*member += off - off % size;
		return 1;
	}
	if (dwarf_tag(&type) != DW_TAG_structure_type || dwarf_child(&type, &child))
		return 0;
	do {
		Dwarf_Word start, size;
		Dwarf_Die mtype;

		if (dwarf_tag(&child) != DW_TAG_member ||
		    !dwarf_attr(&child, DW_AT_data_member_location, &at) ||
		    dwarf_formudata(&at, &start) || !type_of(&child, &mtype))
			continue;
		if (start == off && is_struct_attribute(mtype))
			holds_attr = 1;
		if (callback_shaped(mtype, 0) || callback_shaped(mtype, 1))
			shaped = 1;
		if (callback_shaped(mtype, store) && found < 0)
			found = start;
		if (holds_attr || dwarf_aggregate_size(&mtype, &size) ||
		    off < start || off >= start + size ||
		    is_struct_attribute(mtype))
			continue;
		if (own_attribute_type(mtype, off - start, store, member)) {
			if (*member >= 0)
				*member += start;
			return 1;
		}
	} while (!dwarf_siblingof(&child, &child));
	if (!holds_attr || !shaped)
		return 0;
	*member = found;
	return 1;
}

int ref_own_attribute_callback(const void *attr, int store, const void **fn)
{
	struct global *g = global_at((unsigned long)attr);
	long member;

	if (!g || !own_attribute_type(g->type, (unsigned long)attr - g->start,
				      store, &member))
		return 0;
	*fn = member >= 0 ? *(const void **)(g->start + member) : NULL;
	return 1;
}
