// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a consumer's link to its clock is never removed, and exit
 * deletes the clock first: the link dangles, then leaves with the
 * consumer's directory.
 *
 * scenario:
 *	load
 *	tree /sys/kernel/clk_demo
 *	cat /sys/kernel/clk_demo/uart/clock/rate
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t rate_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "48000000\n");
}

static struct kobj_attribute rate_attribute = __ATTR_RO(rate);

static struct attribute *clock_attrs[] = {
	&rate_attribute.attr,
	NULL,
};

static const struct attribute_group clock_group = {
	.attrs = clock_attrs,
};

static struct kobject *demo_kobj, *clock_kobj, *uart_kobj;

static int __init clk_demo_init(void)
{
	int err = -ENOMEM;

	demo_kobj = kobject_create_and_add("clk_demo", kernel_kobj);
	if (!demo_kobj)
		return -ENOMEM;
	clock_kobj = kobject_create_and_add("pll0", demo_kobj);
	if (!clock_kobj)
		goto out_demo;
	err = sysfs_create_group(clock_kobj, &clock_group);
	if (err)
		goto out_clock;
	uart_kobj = kobject_create_and_add("uart", demo_kobj);
	if (!uart_kobj) {
		err = -ENOMEM;
		goto out_group;
	}
	err = sysfs_create_link(uart_kobj, clock_kobj, "clock");	/* warn(sysfscheck): sysfs-leak -- the link's target is freed by the teardown before the link goes, an order of lifetimes across functions */ /* runtime: sysfs-leak */
	if (err)
		goto out_uart;
	return 0;

out_uart:
	kobject_put(uart_kobj);
out_group:
	sysfs_remove_group(clock_kobj, &clock_group);
out_clock:
	kobject_put(clock_kobj);
out_demo:
	kobject_put(demo_kobj);
	return err;
}

static void __exit clk_demo_exit(void)
{
	sysfs_remove_group(clock_kobj, &clock_group);
	kobject_put(clock_kobj);
	kobject_put(uart_kobj);
	kobject_put(demo_kobj);
}

module_init(clk_demo_init);
module_exit(clk_demo_exit);
MODULE_LICENSE("GPL");
