// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strcat() of a string of unknown length onto the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct port {
	const char *peer;
};

static ssize_t peer_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct port *port = dev_get_drvdata(dev);

	strcpy(buf, "peer: ");
	strcat(buf, port->peer);	/* warn: sysfs-show-bound "strcat()" */
	return strlen(buf);
}
static DEVICE_ATTR_RO(peer);

static struct attribute *port_attrs[] = {
	&dev_attr_peer.attr,
	NULL,
};
ATTRIBUTE_GROUPS(port);
MODULE_LICENSE("GPL");
