// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a lookup loop's name that can be long or come from outside
 *
 * The same lookups as silent-lookup-table-row.c, with the bound removed:
 * a row name of 40 characters does not fit in 20 bytes, a lookup that
 * falls back to the string its caller passes, and a table one of whose
 * names probe() replaces with a platform data string ("table[0].name =").
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

enum lnk_port_type {
	LNK_PORTTYPE_UNKNOWN,
	LNK_PORTTYPE_NPORT,
	LNK_PORTTYPE_PTP,
};

static struct {
	enum lnk_port_type value;
	char *name;
} lnk_port_type_names[] = {
	{ LNK_PORTTYPE_UNKNOWN, "Unknown" },
	{ LNK_PORTTYPE_NPORT, "NPort (fabric via point-to-point)" },
	{ LNK_PORTTYPE_PTP, "Point-To-Point (direct nport connection)" },
};

static struct {
	int value;
	char *name;
} lnk_speed_names[] = {
	{ 1, "1 Gbit" },
	{ 2, "2 Gbit" },
};

static struct {
	int value;
	char *name;
} lnk_class_names[] = {
	{ 2, "Class 2" },
	{ 3, "Class 3" },
};

static const char *get_lnk_class_name(int key)
{
	int i;
	char *name = NULL;

	for (i = 0; i < ARRAY_SIZE(lnk_class_names); i++) {
		if (lnk_class_names[i].value == key) {
			name = lnk_class_names[i].name;
			break;
		}
	}
	return name;
}

static const char *get_lnk_port_type_name(enum lnk_port_type key)
{
	int i;
	char *name = NULL;

	for (i = 0; i < ARRAY_SIZE(lnk_port_type_names); i++) {
		if (lnk_port_type_names[i].value == key) {
			name = lnk_port_type_names[i].name;
			break;
		}
	}
	return name;
}

static const char *get_lnk_speed_name(int key, const char *fallback)
{
	int i;
	const char *name = fallback;

	for (i = 0; i < ARRAY_SIZE(lnk_speed_names); i++) {
		if (lnk_speed_names[i].value == key) {
			name = lnk_speed_names[i].name;
			break;
		}
	}
	return name;
}

struct lnk_port {
	enum lnk_port_type port_type;
	int speed;
	int cos;
	const char *label;
};

static ssize_t port_type_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct lnk_port *port = dev_get_drvdata(dev);
	const char *name;

	name = get_lnk_port_type_name(port->port_type);
	if (!name)
		return -EINVAL;
	return snprintf(buf, 20, "%s\n", name);	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(port_type);

static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct lnk_port *port = dev_get_drvdata(dev);

	return snprintf(buf, 20, "%s\n",	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
			get_lnk_speed_name(port->speed, port->label));
}
static DEVICE_ATTR_RO(speed);

static ssize_t cos_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct lnk_port *port = dev_get_drvdata(dev);

	return snprintf(buf, 20, "%s\n", get_lnk_class_name(port->cos));	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(cos);

static struct attribute *lnk_attrs[] = {
	&dev_attr_port_type.attr,
	&dev_attr_speed.attr,
	&dev_attr_cos.attr,
	NULL,
};
ATTRIBUTE_GROUPS(lnk);

static int lnk_probe(struct platform_device *pdev)
{
	const char *const *labels = dev_get_platdata(&pdev->dev);

	if (labels)
		lnk_class_names[0].name = (char *)labels[0];
	return 0;
}

static struct platform_driver lnk_driver = {
	.probe = lnk_probe,
	.driver = {
		.name = "lnk",
		.dev_groups = lnk_groups,
	},
};
module_platform_driver(lnk_driver);

MODULE_LICENSE("GPL");
