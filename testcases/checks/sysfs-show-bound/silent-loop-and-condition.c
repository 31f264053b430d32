// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loop conditions the count bounds through "&&" or the room
 *
 * displayport.c pin_assignment_show(): "for (i = 0; assignments && i <
 * DP_PIN_ASSIGN_MAX; assignments >>= 1, i++)" runs at most six times;
 * 3945-mac.c il3945_show_measurement(): "while (size && PAGE_SIZE - len)"
 * stops when the page is full.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char * const pin_assignments[] = {
	"A", "B", "C", "D", "E", "F",
};

struct port {
	unsigned int assignments;
	int cur;
	u8 measure[64];
};

static ssize_t pin_assignment_show(struct device *dev,
				   struct device_attribute *attr, char *buf)
{
	struct port *p = dev_get_drvdata(dev);
	unsigned int assignments = p->assignments;
	ssize_t len = 0;
	int i;

	for (i = 0; assignments && i < ARRAY_SIZE(pin_assignments);
	     assignments >>= 1, i++) {
		if (!(assignments & 1))
			continue;
		if (i == p->cur)
			len += sprintf(buf + len, "[%s] ", pin_assignments[i]);
		else
			len += sprintf(buf + len, "%s ", pin_assignments[i]);
	}
	buf[len - 1] = '\n';
	return len;
}
static DEVICE_ATTR_RO(pin_assignment);

static ssize_t measurement_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	struct port *p = dev_get_drvdata(dev);
	u8 *data = p->measure;
	int size = p->measure[0];
	int len = 0;

	while (size && PAGE_SIZE - len) {
		buf[len++] = data[size % 64];
		size--;
	}
	return len;
}
static DEVICE_ATTR_RO(measurement);

static struct attribute *port_attrs[] = {
	&dev_attr_pin_assignment.attr,
	&dev_attr_measurement.attr,
	NULL,
};
ATTRIBUTE_GROUPS(port);
MODULE_LICENSE("GPL");
