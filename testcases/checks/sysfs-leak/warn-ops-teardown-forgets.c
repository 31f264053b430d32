// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the ops structure the interface registers has a shutdown
 * handler, but it only stops the interface: the group created before the
 * registration stays when the registration fails
 */
#include <linux/device.h>
#include <linux/ipmi_smi.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_smi {
	struct device *dev;
	struct ipmi_smi *intf;
	bool group_added;
};

static struct demo_smi demo;

static ssize_t kind_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "kcs\n");
}
static DEVICE_ATTR_RO(kind);

static struct attribute *demo_attrs[] = {
	&dev_attr_kind.attr,
	NULL
};

static const struct attribute_group demo_group = {
	.attrs = demo_attrs,
};

static int demo_start(void *send_info, struct ipmi_smi *intf)
{
	return 0;
}

static void demo_sender(void *send_info, struct ipmi_smi_msg *msg)
{
}

static void demo_shutdown(void *send_info)
{
	struct demo_smi *smi = send_info;

	smi->group_added = false;
}

static const struct ipmi_smi_handlers demo_handlers = {
	.owner = THIS_MODULE,
	.start_processing = demo_start,
	.shutdown = demo_shutdown,
	.sender = demo_sender,
};

static int demo_smi_init(struct demo_smi *smi)
{
	int rv;

	rv = device_add_group(smi->dev, &demo_group); /* warn(sysfscheck): sysfs-leak "nor by its caller demo_init(), which fails at line 83" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (rv)
		return rv;
	smi->group_added = true;

	rv = ipmi_register_smi(&demo_handlers, smi, smi->dev, 0x20);
	if (rv) {
		dev_err(smi->dev, "Unable to register device: %d\n", rv);
		return rv;
	}
	return 0;
}

static int __init demo_init(void)
{
	demo.dev = bus_find_device_by_name(&platform_bus_type, NULL, "demo");
	if (!demo.dev)
		return -ENODEV;
	return demo_smi_init(&demo);
}
module_init(demo_init);

static void __exit demo_exit(void)
{
	ipmi_unregister_smi(demo.intf);
	put_device(demo.dev);
}
module_exit(demo_exit);
MODULE_LICENSE("GPL");
