// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the uevents of 2.6 registrations: kobject_register() sends
 * KOBJ_ADD (a bare kobject in a kset, a typed one registered by a helper
 * that returns its result), kobject_init() and kobject_add() do not. A
 * port must send the same uevents, no more and no fewer.
 *
 * scenario:
 *	load
 *	uevents
 *	tree /sys/hub
 *	cat /sys/hub/port0/link/speed
 *	rm
 *	uevents
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct attribute speed_attr = {
	.name = "speed",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *link_attrs[] = {
	&speed_attr,
	NULL,
};

static ssize_t link_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	return sprintf(buffer, "480\n");
}

static struct sysfs_ops link_sysfs_ops = {
	.show = link_show,
};

/* The kobject is static: nothing to free. */
static void link_release(struct kobject *kobj)
{
}

static struct kobj_type link_ktype = {
	.release = link_release,
	.sysfs_ops = &link_sysfs_ops,
	.default_attrs = link_attrs,
};

static struct kset hub_kset;
static struct kobject port0;
static struct kobject port1;
static struct kobject link;

static int __init link_register(void)
{
	kobject_set_name(&link, "link");
	link.ktype = &link_ktype;
	link.parent = &port0;
	return kobject_register(&link);
}

static int __init hub_init(void)
{
	int err;

	kobject_set_name(&hub_kset.kobj, "hub");
	err = kset_register(&hub_kset);
	if (err)
		return err;

	kobject_set_name(&port0, "port0");
	port0.kset = &hub_kset;
	err = kobject_register(&port0);
	if (err)
		goto out_kset;

	/* Added, not registered: no uevent yet (as for a device in setup). */
	kobject_init(&port1);
	kobject_set_name(&port1, "port1");
	port1.kset = &hub_kset;
	err = kobject_add(&port1);
	if (err)
		goto out_port0;

	err = link_register();
	if (err)
		goto out_port1;
	return 0;

out_port1:
	kobject_unregister(&port1);
out_port0:
	kobject_unregister(&port0);
out_kset:
	kset_unregister(&hub_kset);
	return err;
}

static void __exit hub_exit(void)
{
	kobject_unregister(&link);
	kobject_unregister(&port1);
	kobject_unregister(&port0);
	kset_unregister(&hub_kset);
}

module_init(hub_init);
module_exit(hub_exit);
MODULE_LICENSE("GPL");
