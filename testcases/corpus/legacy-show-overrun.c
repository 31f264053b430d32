// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 show() that copies a whole register dump into the
 * one-page buffer with memcpy(): the dump is bigger than a page.
 *
 * scenario:
 *	load
 *	cat /sys/regs0/count
 *	cat /sys/regs0/dump
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define NR_REGS 1100

static u32 regs[NR_REGS];
static struct kobject regs_kobj;

static struct attribute count_attr = {
	.name = "count",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute dump_attr = {
	.name = "dump",
	.owner = THIS_MODULE,
	.mode = S_IRUSR,
};

static struct attribute *regs_attrs[] = {
	&count_attr,
	&dump_attr,
	NULL,
};

static ssize_t regs_show(struct kobject *kobj,	/* runtime: sysfs-show-bound */
			 struct attribute *attr, char *buffer)
{
	if (attr == &count_attr)
		return sprintf(buffer, "%d\n", NR_REGS);
	memcpy(buffer, regs, sizeof(regs));	/* warn(sysfscheck): sysfs-show-bound -- memcpy() of sizeof(regs), 1100 u32 = 4400 bytes, more than the page; a value fact */ /* runtime: sysfs-show-bound */
	return sizeof(regs);
}

static struct sysfs_ops regs_sysfs_ops = {
	.show = regs_show,
};

static void regs_release(struct kobject *kobj)
{
}

static struct kobj_type regs_ktype = {
	.release = regs_release,
	.sysfs_ops = &regs_sysfs_ops,
	.default_attrs = regs_attrs,
};

static int __init regs_init(void)
{
	int i;

	for (i = 0; i < NR_REGS; i++)
		regs[i] = 0x41414141;
	kobject_set_name(&regs_kobj, "regs0");
	regs_kobj.ktype = &regs_ktype;
	return kobject_register(&regs_kobj);
}

static void __exit regs_exit(void)
{
	kobject_unregister(&regs_kobj);
}

module_init(regs_init);
module_exit(regs_exit);
MODULE_LICENSE("GPL");
