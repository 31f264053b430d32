// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a non-static function of a multi-file driver creates the
 * device's files and returns the first error without removing the ones
 * made before; its caller, in another file of the driver, only logs the
 * error, and the removal function next to it removes every file later
 * (acpi_device_setup_files() and acpi_device_remove_files() in
 * drivers/acpi/device_sysfs.c, Linux 6.1)
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/sysfs.h>

struct fw_node {
	struct device dev;
	const char *path;
	const char *hid;
	unsigned long long adr;
	bool has_adr;
};

#define to_fw_node(d) container_of(d, struct fw_node, dev)

static ssize_t path_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%s\n", to_fw_node(dev)->path);
}
static DEVICE_ATTR_RO(path);

static ssize_t hid_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "%s\n", to_fw_node(dev)->hid);
}
static DEVICE_ATTR_RO(hid);

static ssize_t adr_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "0x%08llx\n", to_fw_node(dev)->adr);
}
static DEVICE_ATTR_RO(adr);

/* Called by fw_node_add() in scan.c, which logs a failure and goes on. */
int fw_node_setup_files(struct fw_node *node)
{
	int result;

	result = device_create_file(&node->dev, &dev_attr_path);
	if (result)
		goto end;

	if (node->hid) {
		result = device_create_file(&node->dev, &dev_attr_hid);
		if (result)
			goto end;
	}

	if (node->has_adr)
		result = device_create_file(&node->dev, &dev_attr_adr);
end:
	return result;
}

/* Called by fw_node_del() in scan.c. */
void fw_node_remove_files(struct fw_node *node)
{
	if (node->has_adr)
		device_remove_file(&node->dev, &dev_attr_adr);
	if (node->hid)
		device_remove_file(&node->dev, &dev_attr_hid);
	device_remove_file(&node->dev, &dev_attr_path);
}
