// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the error path removes the optional files under flags, but
 * the probe routine never sets the firmware flag (another function does,
 * later): on that path the file stays
 */
#include <linux/device.h>
#include <linux/hid.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define DEMO_BT		0x1
#define DEMO_FW		0x2

struct demo_record {
	int type;
	u32 value;
};

struct demo_sc {
	struct hid_device *hdev;
	unsigned long quirks;
	bool fw_version_created;
	unsigned int poll_interval;
	struct demo_record *record;
	struct demo_record records[4];
};

static ssize_t firmware_version_show(struct device *dev,
				     struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "0x0001\n");
}
static DEVICE_ATTR_RO(firmware_version);

static ssize_t bt_poll_interval_show(struct device *dev,
				     struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "4\n");
}
static DEVICE_ATTR_RO(bt_poll_interval);

static ssize_t record_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(record);

static int demo_probe(struct hid_device *hdev, const struct hid_device_id *id)
{
	struct demo_sc *sc;
	int i, ret;

	sc = devm_kzalloc(&hdev->dev, sizeof(*sc), GFP_KERNEL);
	if (!sc)
		return -ENOMEM;
	sc->hdev = hdev;
	sc->quirks = id->driver_data;
	hid_set_drvdata(hdev, sc);

	ret = hid_parse(hdev);
	if (ret)
		return ret;
	ret = hid_hw_start(hdev, HID_CONNECT_DEFAULT);
	if (ret)
		return ret;

	if (sc->quirks & DEMO_FW) {
		ret = device_create_file(&hdev->dev, &dev_attr_firmware_version); /* warn(sysfscheck): sysfs-leak "file 'dev_attr_firmware_version' created here is not removed when demo_probe() fails" -- the error path removes the file under a flag the probe routine never sets; the rule counts a remove on the path whatever its condition */
		if (ret) {
			hid_err(hdev, "can't create sysfs firmware info\n");
			goto err_stop;
		}
	}

	for (i = 0; i < ARRAY_SIZE(sc->records); i++) {
		if (sc->records[i].type != 1)
			continue;
		if (sc->record)
			continue;
		sc->record = &sc->records[i];
		ret = device_create_file(&hdev->dev, &dev_attr_record);
		if (ret)
			goto err_stop;
	}

	if (sc->quirks & DEMO_BT) {
		sc->poll_interval = 4;
		ret = device_create_file(&hdev->dev, &dev_attr_bt_poll_interval);
		if (ret)
			hid_warn(hdev, "can't create sysfs bt_poll_interval\n");
	}

	ret = hid_hw_open(hdev);
	if (ret < 0) {
		hid_err(hdev, "hw open failed\n");
		goto err_stop;
	}
	return 0;

err_stop:
	if (sc->poll_interval)
		device_remove_file(&hdev->dev, &dev_attr_bt_poll_interval);
	if (sc->record)
		device_remove_file(&hdev->dev, &dev_attr_record);
	if (sc->fw_version_created)
		device_remove_file(&hdev->dev, &dev_attr_firmware_version);
	hid_hw_stop(hdev);
	return ret;
}

static void demo_mark(struct demo_sc *sc)
{
	sc->fw_version_created = true;
}

static void demo_remove(struct hid_device *hdev)
{
	struct demo_sc *sc = hid_get_drvdata(hdev);

	if (sc->poll_interval)
		device_remove_file(&hdev->dev, &dev_attr_bt_poll_interval);
	if (sc->record)
		device_remove_file(&hdev->dev, &dev_attr_record);
	if (sc->fw_version_created)
		device_remove_file(&hdev->dev, &dev_attr_firmware_version);
	hid_hw_close(hdev);
	hid_hw_stop(hdev);
}

static const struct hid_device_id demo_devices[] = {
	{ HID_USB_DEVICE(0x054c, 0x05c4), .driver_data = DEMO_FW | DEMO_BT },
	{ }
};
MODULE_DEVICE_TABLE(hid, demo_devices);

static struct hid_driver demo_driver = {
	.name = "demo-pad",
	.id_table = demo_devices,
	.probe = demo_probe,
	.remove = demo_remove,
};
module_hid_driver(demo_driver);
MODULE_LICENSE("GPL");
