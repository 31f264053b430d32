// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: "if (ret || !port) return ret;" after a call that fills
 * port: where ret is non-zero the store() passes the call's error on;
 * ret == 0 with port NULL does not happen, as a call that succeeds has
 * filled the pointer it was handed (fcloop in Linux 6.1). Where the
 * pointer is tested apart, or set elsewhere too, the 0 is returned.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct loop_port {
	void *priv;
};

struct loop_port_info {
	u64 node_name;
	u32 port_id;
};

/* In another module: 0 with *portp set, or a negative errno. */
extern int loop_register_port(struct loop_port_info *info,
			      struct loop_port **portp);
extern struct loop_port *loop_default_port(void);

static ssize_t add_port_store(struct device *dev, struct device_attribute *attr,
			      const char *buf, size_t count)
{
	struct loop_port_info info = { };
	struct loop_port *port;
	int ret;

	ret = kstrtou32(buf, 0, &info.port_id);
	if (ret)
		return ret;
	ret = loop_register_port(&info, &port);
	if (ret || !port) {
		dev_err(dev, "no port\n");
		return ret;
	}
	port->priv = dev;
	return count;
}
static DEVICE_ATTR_WO(add_port);

static ssize_t any_port_store(struct device *dev, struct device_attribute *attr,
			      const char *buf, size_t count)
{
	struct loop_port_info info = { };
	struct loop_port *port;
	int ret;

	ret = loop_register_port(&info, &port);
	if (ret || !port) {
		dev_err(dev, "no port\n");
		port = loop_default_port();
		if (!port)
			return ret;	/* warn(sysfscheck): sysfs-store-return:bug "store() 'any_port_store' returns loop_register_port()'s result, which is 0 on this path: write(2) returns 0 and user space writes the same bytes again: return count where the store succeeded, a negative errno (-EBUSY, -EINVAL, ...) where it failed" -- the call's result is 0 on this path, a value fact only the IR engine follows */
	}
	port->priv = dev;
	return count;
}
static DEVICE_ATTR_WO(any_port);

static struct attribute *loop_attrs[] = {
	&dev_attr_add_port.attr,
	&dev_attr_any_port.attr,
	NULL,
};
ATTRIBUTE_GROUPS(loop);
