// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the force-feedback setup stores a destroy hook in the ff
 * device, but the hook only frees the private data: the "range" file
 * stays, and remove() does not remove it either
 */
#include <linux/device.h>
#include <linux/hid.h>
#include <linux/input.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_ff_data {
	struct hid_device *hid;
	int range;
};

static ssize_t range_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "900\n");
}
static DEVICE_ATTR_RO(range);

static void demo_ff_destroy(struct ff_device *ff)
{
	struct demo_ff_data *data = ff->private;

	kfree(data);
}

static int demo_ff_init(struct hid_device *hid, struct input_dev *dev)
{
	struct demo_ff_data *data;
	struct ff_device *ff;
	int error;

	data = kzalloc(sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	error = input_ff_create(dev, 16);
	if (error) {
		kfree(data);
		return error;
	}
	data->hid = hid;
	ff = dev->ff;
	ff->private = data;
	ff->destroy = demo_ff_destroy;

	error = device_create_file(&hid->dev, &dev_attr_range); /* warn(sysfscheck): sysfs-leak "file 'dev_attr_range' created here by device_create_file() is never removed by demo_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (error)
		hid_warn(hid, "Unable to create the range file: %d\n", error);
	return 0;
}

static int demo_probe(struct hid_device *hid, const struct hid_device_id *id)
{
	struct hid_input *hidinput;
	int ret;

	ret = hid_parse(hid);
	if (ret)
		return ret;
	ret = hid_hw_start(hid, HID_CONNECT_DEFAULT);
	if (ret)
		return ret;
	hidinput = list_first_entry(&hid->inputs, struct hid_input, list);
	ret = demo_ff_init(hid, hidinput->input);
	if (ret)
		hid_warn(hid, "no force feedback: %d\n", ret);
	return 0;
}

static void demo_remove(struct hid_device *hid)
{
	hid_hw_stop(hid);
}

static const struct hid_device_id demo_devices[] = {
	{ HID_USB_DEVICE(0x046d, 0xc29b) },
	{ }
};
MODULE_DEVICE_TABLE(hid, demo_devices);

static struct hid_driver demo_driver = {
	.name = "demo-wheel",
	.id_table = demo_devices,
	.probe = demo_probe,
	.remove = demo_remove,
};
module_hid_driver(demo_driver);
MODULE_LICENSE("GPL");
