// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: objects that belong to a kset created with
 * kset_create_and_add(); the kset's own type is the core's, but the
 * objects' type has no release()
 */
#include <linux/init.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct port {
	struct kobject kobj;
	int speed;
};

static ssize_t speed_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", container_of(kobj, struct port, kobj)->speed);
}
static struct kobj_attribute speed_attribute = __ATTR_RO(speed);

static struct attribute *port_attrs[] = {
	&speed_attribute.attr,
	NULL,
};
ATTRIBUTE_GROUPS(port);

static struct kobj_type port_ktype = {	/* warn: sysfs-ktype-release "'port_ktype' has no release()" */
	.sysfs_ops = &kobj_sysfs_ops,
	.default_groups = port_groups,
};

static struct kset *ports_kset;
static struct port *port0;

static int __init ports_init(void)
{
	ports_kset = kset_create_and_add("ports", NULL, kernel_kobj);
	if (!ports_kset)
		return -ENOMEM;
	port0 = kzalloc(sizeof(*port0), GFP_KERNEL);
	if (!port0)
		goto err;
	port0->speed = 1000;
	port0->kobj.kset = ports_kset;
	if (kobject_init_and_add(&port0->kobj, &port_ktype, NULL, "port0")) {
		kobject_put(&port0->kobj);
		kfree(port0);
		goto err;
	}
	kobject_uevent(&port0->kobj, KOBJ_ADD);
	return 0;
err:
	kset_unregister(ports_kset);
	return -ENOMEM;
}

static void __exit ports_exit(void)
{
	kobject_put(&port0->kobj);
	kfree(port0);
	kset_unregister(ports_kset);
}

module_init(ports_init);
module_exit(ports_exit);
MODULE_LICENSE("GPL");
