// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of what a static inline lookup returns, one return unbounded
 *
 * The lookups of silent-inline-lookup.c with the bound removed: the
 * signal lookup falls back to the name its caller passes (here a
 * platform device's name, of any length), and the module table has a row
 * whose name probe() sets from platform data.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

enum bus_signal_type {
	BUS_SIGNAL_UNKNOWN = 1,
	BUS_SIGNAL_SE,
	BUS_SIGNAL_LVD,
};

static const struct {
	enum bus_signal_type value;
	char *name;
} bus_signal_types[] = {
	{ BUS_SIGNAL_UNKNOWN, "unknown" },
	{ BUS_SIGNAL_SE, "SE" },
	{ BUS_SIGNAL_LVD, "LVD" },
};

static inline const char *bus_signal_to_string(enum bus_signal_type type,
					       const char *other)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(bus_signal_types); i++) {
		if (type == bus_signal_types[i].value)
			return bus_signal_types[i].name;
	}
	return other;
}

static struct {
	const char *name;
	int nirqs;
} bus_module_table[] = {
	{ NULL, 0 },
	{ "sfp", 0 },
	{ "pci", 1 },
	{ "board", 4 },
};

static inline const char *bus_module_name(unsigned int id)
{
	if (id > 0 && id < ARRAY_SIZE(bus_module_table))
		return bus_module_table[id].name;
	else
		return "unknown";
}

struct bus_host {
	enum bus_signal_type signalling;
	unsigned int module_id;
};

static ssize_t signalling_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct bus_host *host = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n",	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is what a static inline lookup returns, one of whose returns is its caller's string; the rule does not look into the lookup */
		       bus_signal_to_string(host->signalling,
					    to_platform_device(dev)->name));
}
static DEVICE_ATTR_RO(signalling);

static ssize_t module_name_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	struct bus_host *host = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", bus_module_name(host->module_id));	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is what a static inline lookup returns, a row of a table one of whose names probe() replaces; what is stored in the table is a value fact */
}
static DEVICE_ATTR_RO(module_name);

static struct attribute *bus_host_attrs[] = {
	&dev_attr_signalling.attr,
	&dev_attr_module_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(bus_host);

static int bus_host_probe(struct platform_device *pdev)
{
	const char *board = dev_get_platdata(&pdev->dev);

	if (board)
		bus_module_table[3].name = board;
	return 0;
}

static struct platform_driver bus_host_driver = {
	.probe = bus_host_probe,
	.driver = {
		.name = "bus-host",
		.dev_groups = bus_host_groups,
	},
};
module_platform_driver(bus_host_driver);

MODULE_LICENSE("GPL");
