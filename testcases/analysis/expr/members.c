/*
 * Members read through a variable, a pointer, an element indexed at run
 * time and what a call returns; nested and anonymous structs.
 *
 * check-options: --debug-analysis
 */
#include <linux/types.h>
#include "../probes.h"

struct inner {
	int a;
	char name[8];
};

struct outer {
	long first;
	struct inner in;
	union {
		int u_int;
		short u_short;
	};
	struct inner table[4];
};

struct outer *lookup(int i);

void members(struct outer *p, struct outer o, int i)
{
	__sysfscheck_member(p->first);		// warn: sysfs-analysis "member: outer.first"
	__sysfscheck_member(p->in.a);		// warn: sysfs-analysis "member: inner.a"
	__sysfscheck_member(o.in.name[0]);	// warn: sysfs-analysis "member: none"
	__sysfscheck_member(p->u_short);	// warn: sysfs-analysis "member: (anonymous).u_short"
	__sysfscheck_member(p->table[i].a);	// warn: sysfs-analysis "member: inner.a (through an element or a call)"
	__sysfscheck_member(p->table[2].a);	// warn: sysfs-analysis "member: inner.a (through an element or a call)"
	__sysfscheck_member(lookup(i)->in.a);	// warn: sysfs-analysis "member: inner.a (through an element or a call)"
	__sysfscheck_member(i);			// warn: sysfs-analysis "member: none"
}

void addresses(struct outer *p, struct outer o)
{
	__sysfscheck_address(&o.in.name);	// warn: sysfs-analysis "address: o + 12"
	__sysfscheck_address(&p->table[1]);	// warn: sysfs-analysis "address: *p + 36"
	__sysfscheck_address(&o);		// warn: sysfs-analysis "address: o + 0"
}

void texts(struct outer *p, struct outer o, int i)
{
	__sysfscheck_text(p->in.a);		// warn: sysfs-analysis "text: p->in.a"
	__sysfscheck_text(&o.in.a);		// warn: sysfs-analysis "text: &o.in.a"
	__sysfscheck_text(o.u_int + 1);		// warn: sysfs-analysis "text: o.u_int + 1"
}
