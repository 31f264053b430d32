// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%s' of char arrays: members of the file's structs, file-scope arrays
 *
 * qla4xxx ql4_attr.c, mptscsih.c, sclp_cpi_sys.c: '%s' of a
 * u8[16] or char[16] member of the driver's own struct (also of a
 * member struct, or with a precision of its size, melfas_mip4.c), or of
 * a static char[9] of the file: a string in an array ends inside it, so
 * the text always fits the page and snprintf() returns what it wrote.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define NAME_LEN 8

struct fw_info {
	u8 build_date[16];
	u8 build_time[16];
};

struct adapter {
	char board_name[16];
	char product_name[16];
	struct fw_info fw;
};

static char system_name[NAME_LEN + 1];

static ssize_t board_name_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct adapter *ioc = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n", ioc->board_name);
}
static DEVICE_ATTR_RO(board_name);

static ssize_t product_name_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	struct adapter *ioc = dev_get_drvdata(dev);
	ssize_t count;

	count = snprintf(buf, PAGE_SIZE, "%.*s\n",
			 (int)sizeof(ioc->product_name), ioc->product_name);
	return count;
}
static DEVICE_ATTR_RO(product_name);

static ssize_t fw_timestamp_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	struct adapter *ioc = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s %s\n", ioc->fw.build_date,
			ioc->fw.build_time);
}
static DEVICE_ATTR_RO(fw_timestamp);

static ssize_t system_name_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	int rc;

	rc = snprintf(buf, PAGE_SIZE, "%s\n", system_name);
	return rc;
}
static DEVICE_ATTR_RO(system_name);

static struct attribute *adapter_attrs[] = {
	&dev_attr_board_name.attr,
	&dev_attr_product_name.attr,
	&dev_attr_fw_timestamp.attr,
	&dev_attr_system_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(adapter);
MODULE_LICENSE("GPL");
