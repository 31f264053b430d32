/* SPDX-License-Identifier: MIT */
/*
 * sysfs-macros.h: parsing hints for Coccinelle (spatch --macro-file) so the
 * sysfs declaration macros are read as what they are.
 *
 * A macro like DEVICE_ATTR_RO(temp) defines a variable (dev_attr_temp) at
 * file scope. spatch guesses such "declarer" macros from their shape, and
 * the guess fails in ordinary driver code: two declarations on one line,
 * an attribute such as __maybe_unused in front, or a mode written as an
 * expression make it read "static DEVICE_ATTR(x, 0644, x_show, x_store);"
 * as the prototype of a function called DEVICE_ATTR, and the attribute,
 * with the callbacks it names, is gone from what the rules can match.
 * With this file every macro below is a declarer wherever it appears, and
 * the rules match it with "declarer name DEVICE_ATTR;".
 *
 * The body YACFE_DECLARATOR is not C: it is the hint Coccinelle's parser
 * takes from a macro file to treat the name as a declarer, without
 * expanding it. The macros are deliberately not expanded (a definition
 * with the real body would make spatch hide the call behind its
 * expansion, where rules can neither match nor change it).
 *
 * The __ATTR*() initialiser macros (__ATTR, __ATTR_RO, __ATTR_RW, __ATTR_WO,
 * __ATTR_RO_MODE, __ATTR_RW_MODE, __ATTR_PREALLOC, __ATTR_IGNORE_LOCKDEP,
 * __BIN_ATTR*) and SENSOR_ATTR*() are not listed on purpose: they stand
 * where an expression does ("= __ATTR_RO(x)", an array element) and parse
 * as calls, which is how the rules match them.
 *
 * Use:	spatch --macro-file THIS_FILE --sp-file RULE.cocci FILE
 * The rules name it in their "// Options:" line; scripts/sysfscheck-cocci
 * passes it itself.
 */

/* include/linux/device.h, include/linux/device/{driver,class,bus}.h */
#define DEVICE_ATTR(_name, _mode, _show, _store) YACFE_DECLARATOR
#define DEVICE_ATTR_PREALLOC(_name, _mode, _show, _store) YACFE_DECLARATOR
#define DEVICE_ATTR_IGNORE_LOCKDEP(_name, _mode, _show, _store) YACFE_DECLARATOR
#define DEVICE_ATTR_RO(_name) YACFE_DECLARATOR
#define DEVICE_ATTR_RW(_name) YACFE_DECLARATOR
#define DEVICE_ATTR_WO(_name) YACFE_DECLARATOR
#define DEVICE_ATTR_ADMIN_RO(_name) YACFE_DECLARATOR
#define DEVICE_ATTR_ADMIN_RW(_name) YACFE_DECLARATOR
#define DEVICE_ULONG_ATTR(_name, _mode, _var) YACFE_DECLARATOR
#define DEVICE_INT_ATTR(_name, _mode, _var) YACFE_DECLARATOR
#define DEVICE_BOOL_ATTR(_name, _mode, _var) YACFE_DECLARATOR
#define DRIVER_ATTR_RO(_name) YACFE_DECLARATOR
#define DRIVER_ATTR_RW(_name) YACFE_DECLARATOR
#define DRIVER_ATTR_WO(_name) YACFE_DECLARATOR
#define CLASS_ATTR_RO(_name) YACFE_DECLARATOR
#define CLASS_ATTR_RW(_name) YACFE_DECLARATOR
#define CLASS_ATTR_WO(_name) YACFE_DECLARATOR
#define CLASS_ATTR_STRING(_name, _mode, _str) YACFE_DECLARATOR
#define BUS_ATTR_RO(_name) YACFE_DECLARATOR
#define BUS_ATTR_RW(_name) YACFE_DECLARATOR
#define BUS_ATTR_WO(_name) YACFE_DECLARATOR

/* include/linux/sysfs.h */
#define ATTRIBUTE_GROUPS(_name) YACFE_DECLARATOR
#define __ATTRIBUTE_GROUPS(_name) YACFE_DECLARATOR
#define BIN_ATTRIBUTE_GROUPS(_name) YACFE_DECLARATOR
#define BIN_ATTR(_name, _mode, _read, _write, _size) YACFE_DECLARATOR
#define BIN_ATTR_RO(_name, _size) YACFE_DECLARATOR
#define BIN_ATTR_RW(_name, _size) YACFE_DECLARATOR
#define BIN_ATTR_WO(_name, _size) YACFE_DECLARATOR
#define BIN_ATTR_ADMIN_RO(_name, _size) YACFE_DECLARATOR
#define BIN_ATTR_ADMIN_RW(_name, _size) YACFE_DECLARATOR

/* include/linux/hwmon-sysfs.h */
#define SENSOR_DEVICE_ATTR(_name, _mode, _show, _store, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_RO(_name, _func, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_RW(_name, _func, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_WO(_name, _func, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_2(_name, _mode, _show, _store, _nr, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_2_RO(_name, _func, _nr, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_2_RW(_name, _func, _nr, _index) YACFE_DECLARATOR
#define SENSOR_DEVICE_ATTR_2_WO(_name, _func, _nr, _index) YACFE_DECLARATOR

/* include/linux/iio/sysfs.h */
#define IIO_ATTR(_name, _mode, _show, _store, _addr) YACFE_DECLARATOR
#define IIO_ATTR_RO(_name, _addr) YACFE_DECLARATOR
#define IIO_ATTR_RW(_name, _addr) YACFE_DECLARATOR
#define IIO_ATTR_WO(_name, _addr) YACFE_DECLARATOR
#define IIO_DEVICE_ATTR(_name, _mode, _show, _store, _addr) YACFE_DECLARATOR
#define IIO_DEVICE_ATTR_RO(_name, _addr) YACFE_DECLARATOR
#define IIO_DEVICE_ATTR_RW(_name, _addr) YACFE_DECLARATOR
#define IIO_DEVICE_ATTR_WO(_name, _addr) YACFE_DECLARATOR
#define IIO_DEVICE_ATTR_NAMED(_vname, _name, _mode, _show, _store, _addr) YACFE_DECLARATOR
#define IIO_CONST_ATTR(_name, _string) YACFE_DECLARATOR
#define IIO_CONST_ATTR_NAMED(_vname, _name, _string) YACFE_DECLARATOR
#define IIO_CONST_ATTR_SAMP_FREQ_AVAIL(_string) YACFE_DECLARATOR
#define IIO_CONST_ATTR_INT_TIME_AVAIL(_string) YACFE_DECLARATOR
#define IIO_CONST_ATTR_TEMP_OFFSET(_string) YACFE_DECLARATOR
#define IIO_CONST_ATTR_TEMP_SCALE(_string) YACFE_DECLARATOR
#define IIO_DEV_ATTR_SAMP_FREQ(_mode, _show, _store) YACFE_DECLARATOR
#define IIO_DEV_ATTR_SAMP_FREQ_AVAIL(_show) YACFE_DECLARATOR
#define IIO_DEV_ATTR_INT_TIME_AVAIL(_show) YACFE_DECLARATOR
#define IIO_DEV_ATTR_TEMP_RAW(_show) YACFE_DECLARATOR

/*
 * Driver registration boilerplate: the driver structure it names (with
 * its .dev_groups) must stay visible too.
 */
#define module_driver(__driver, __register, __unregister, ...) YACFE_DECLARATOR
#define module_platform_driver(__platform_driver) YACFE_DECLARATOR
#define module_platform_driver_probe(__platform_driver, __platform_probe) YACFE_DECLARATOR
#define module_i2c_driver(__i2c_driver) YACFE_DECLARATOR
#define module_spi_driver(__spi_driver) YACFE_DECLARATOR
#define module_pci_driver(__pci_driver) YACFE_DECLARATOR
#define module_usb_driver(__usb_driver) YACFE_DECLARATOR
#define builtin_driver(__driver, __register, ...) YACFE_DECLARATOR
#define builtin_platform_driver(__platform_driver) YACFE_DECLARATOR
#define builtin_platform_driver_probe(__platform_driver, __platform_probe) YACFE_DECLARATOR
#define builtin_pci_driver(__pci_driver) YACFE_DECLARATOR
