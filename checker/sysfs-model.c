// SPDX-License-Identifier: MIT
/*
 * The sysfs API table. Rows, not code: a new attribute flavour, driver
 * structure or registration function is one line here.
 */
#include <string.h>

#include "sysfs-model.h"
#include "token.h"

const struct sysfs_member sysfs_members[] = {
	/* Lists the core walks until the NULL entry. */
	{ "attribute_group", "attrs",		ROLE_LIST, LIST_ATTRS },
	{ "attribute_group", "bin_attrs",	ROLE_LIST, LIST_BIN_ATTRS },
	{ "kobj_type", "default_attrs",		ROLE_LIST, LIST_ATTRS },
	{ "kobj_type", "default_groups",	ROLE_LIST, LIST_GROUPS },
	/*
	 * .groups, .dev_groups, .class_groups, .bus_groups and friends: every
	 * member that points to a list of attributes or groups is walked the
	 * same way, whatever its struct.
	 */
	{ NULL, NULL,				ROLE_LIST, LIST_GROUPS },
	{ NULL, NULL,				ROLE_LIST, LIST_ATTRS },
	{ NULL, NULL,				ROLE_LIST, LIST_BIN_ATTRS },

	{ "attribute_group", "is_visible",	ROLE_IS_VISIBLE },
	{ "attribute_group", "is_bin_visible",	ROLE_IS_VISIBLE },

	/* show() and store() of every attribute flavour. */
	{ "sysfs_ops", "show",			ROLE_SHOW },
	{ "sysfs_ops", "store",			ROLE_STORE },
	{ "kobj_attribute", "show",		ROLE_SHOW },
	{ "kobj_attribute", "store",		ROLE_STORE },
	{ "device_attribute", "show",		ROLE_SHOW },
	{ "device_attribute", "store",		ROLE_STORE },
	{ "driver_attribute", "show",		ROLE_SHOW },
	{ "driver_attribute", "store",		ROLE_STORE },
	{ "class_attribute", "show",		ROLE_SHOW },
	{ "class_attribute", "store",		ROLE_STORE },
	{ "bus_attribute", "show",		ROLE_SHOW },
	{ "bus_attribute", "store",		ROLE_STORE },
	{ "module_attribute", "show",		ROLE_SHOW },
	{ "module_attribute", "store",		ROLE_STORE },
	{ "bin_attribute", "read",		ROLE_BIN_READ },
	{ "bin_attribute", "write",		ROLE_BIN_WRITE },

	{ "kobj_type", "release",		ROLE_RELEASE },
	{ "kobj_type", "sysfs_ops",		ROLE_OPS },

	/* Data members: not callbacks. */
	{ "attribute", "mode",			ROLE_MODE },
	{ "attribute", "name",			ROLE_NAME },

	/* Driver structures: platform, pci, i2c, spi, usb, device_driver... */
	{ NULL, "probe",			ROLE_PROBE },
	{ NULL, "probe_new",			ROLE_PROBE },
	{ NULL, "remove",			ROLE_REMOVE },
	{ NULL, "disconnect",			ROLE_REMOVE },
	/* A driver whose devices cannot be unbound through sysfs. */
	{ "device_driver", "suppress_bind_attrs", ROLE_NO_UNBIND },
	/*
	 * Ops structures handed to a registration function: the core calls
	 * the handler when that registration fails half-way and when the
	 * interface is unregistered (ipmi_add_smi(), ipmi_unregister_smi()).
	 */
	{ "ipmi_smi_handlers", "shutdown",	ROLE_TEARDOWN },
	{ NULL }
};

/*
 * A page writer's row: name; the destination, offset, size, source and
 * format arguments; whether the values come as a va_list; what it writes
 * and returns; whether it takes only the start of a sysfs page and whether
 * it stops at the end of the page by itself.
 */
#define EMIT(fn, dest, at, size, src, fmt, va, write, ret, start, bounded) \
	{ .name = fn, .role = FN_EMIT, .object_arg = NO_ARG, \
	  .key_arg = dest, .target_arg = NO_ARG, \
	  .writer = &(const struct page_writer){ dest, at, size, src, fmt, \
						 va, write, ret, start, \
						 bounded } }

/*
 * A subsystem's unregister that deletes the directory of the device
 * embedded in its argument, member (or the argument's own, NULL), with
 * every entry in it. The member may be reached through pointers the
 * argument holds: "wiphy->dev" of an ieee80211_hw is the dev of its wiphy.
 */
#define DIR_GONE(fn, member) \
	{ .name = fn, .role = FN_REMOVE, .entry = ENTRY_DIR, .object_arg = 0, \
	  .key_arg = NO_ARG, .target_arg = NO_ARG, .dir_member = member }

struct sysfs_function sysfs_functions[] = {
	{ "sysfs_create_file", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "sysfs_remove_file" },
	{ "sysfs_remove_file", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "sysfs_create_file" },
	/* What the inline sysfs_create_file()/sysfs_remove_file() call. */
	{ "sysfs_create_file_ns", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "sysfs_remove_file_ns" },
	{ "sysfs_remove_file_ns", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "sysfs_create_file_ns" },
	{ "sysfs_create_files", FN_CREATE, ENTRY_FILES, 0, 1, LIST_ATTRS, "sysfs_remove_files" },
	{ "sysfs_remove_files", FN_REMOVE, ENTRY_FILES, 0, 1, LIST_ATTRS, "sysfs_create_files" },
	{ "sysfs_create_bin_file", FN_CREATE, ENTRY_BIN_FILE, 0, 1, LIST_NONE, "sysfs_remove_bin_file" },
	{ "sysfs_remove_bin_file", FN_REMOVE, ENTRY_BIN_FILE, 0, 1, LIST_NONE, "sysfs_create_bin_file" },
	/* create_link(kobj, target, name) but remove_link(kobj, name). */
	{ "sysfs_create_link", FN_CREATE, ENTRY_LINK, 0, 2, LIST_NONE, "sysfs_remove_link", 1 },
	{ "sysfs_remove_link", FN_REMOVE, ENTRY_LINK, 0, 1, LIST_NONE, "sysfs_create_link" },
	{ "sysfs_create_link_nowarn", FN_CREATE, ENTRY_LINK, 0, 2, LIST_NONE, "sysfs_remove_link", 1 },
	{ "sysfs_create_group", FN_CREATE, ENTRY_GROUP, 0, 1, LIST_NONE, "sysfs_remove_group" },
	{ "sysfs_remove_group", FN_REMOVE, ENTRY_GROUP, 0, 1, LIST_NONE, "sysfs_create_group" },
	{ "sysfs_create_groups", FN_CREATE, ENTRY_GROUPS, 0, 1, LIST_GROUPS, "sysfs_remove_groups" },
	{ "sysfs_remove_groups", FN_REMOVE, ENTRY_GROUPS, 0, 1, LIST_GROUPS, "sysfs_create_groups" },
	{ "sysfs_update_groups", FN_CREATE, ENTRY_GROUPS, 0, 1, LIST_GROUPS, "sysfs_remove_groups" },
	{ "sysfs_update_group", FN_CREATE, ENTRY_GROUP, 0, 1, LIST_NONE, "sysfs_remove_group" },
	{ "sysfs_merge_group", FN_CREATE, ENTRY_GROUP, 0, 1, LIST_NONE, "sysfs_unmerge_group" },
	{ "sysfs_unmerge_group", FN_REMOVE, ENTRY_GROUP, 0, 1, LIST_NONE, "sysfs_merge_group" },
	{ "device_create_file", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "device_remove_file" },
	{ "device_remove_file", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "device_create_file" },
	{ "device_create_bin_file", FN_CREATE, ENTRY_BIN_FILE, 0, 1, LIST_NONE, "device_remove_bin_file" },
	{ "device_remove_bin_file", FN_REMOVE, ENTRY_BIN_FILE, 0, 1, LIST_NONE, "device_create_bin_file" },
	{ "device_add_groups", FN_CREATE, ENTRY_GROUPS, 0, 1, LIST_GROUPS, "device_remove_groups" },
	{ "device_remove_groups", FN_REMOVE, ENTRY_GROUPS, 0, 1, LIST_GROUPS, "device_add_groups" },
	{ "device_add_group", FN_CREATE, ENTRY_GROUP, 0, 1, LIST_NONE, "device_remove_group" },
	{ "device_remove_group", FN_REMOVE, ENTRY_GROUP, 0, 1, LIST_NONE, "device_add_group" },
	{ "driver_create_file", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "driver_remove_file" },
	{ "driver_remove_file", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "driver_create_file" },
	{ "class_create_file", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "class_remove_file" },
	{ "class_remove_file", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "class_create_file" },
	{ "class_create_file_ns", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "class_remove_file_ns" },
	{ "class_remove_file_ns", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "class_create_file_ns" },
	{ "bus_create_file", FN_CREATE, ENTRY_FILE, 0, 1, LIST_NONE, "bus_remove_file" },
	{ "bus_remove_file", FN_REMOVE, ENTRY_FILE, 0, 1, LIST_NONE, "bus_create_file" },

	/* Managed: the driver core removes these when the device goes. */
	{ "devm_device_add_group", FN_MANAGED, ENTRY_GROUP, 0, 1, LIST_NONE },
	{ "devm_device_add_groups", FN_MANAGED, ENTRY_GROUPS, 0, 1, LIST_GROUPS },

	/* Registration that takes a list and removes it with the object. */
	{ "hwmon_device_register_with_groups", FN_REGISTER, ENTRY_GROUPS, 0, 3, LIST_GROUPS },
	{ "devm_hwmon_device_register_with_groups", FN_REGISTER, ENTRY_GROUPS, 0, 3, LIST_GROUPS },
	{ "hwmon_device_register_with_info", FN_REGISTER, ENTRY_GROUPS, 0, 4, LIST_GROUPS },
	{ "devm_hwmon_device_register_with_info", FN_REGISTER, ENTRY_GROUPS, 0, 4, LIST_GROUPS },
	{ "device_create_with_groups", FN_REGISTER, ENTRY_GROUPS, 0, 4, LIST_GROUPS },

	/* A kobject's own directory; files in it go when it is deleted. */
	{ "kobject_init_and_add", FN_CREATE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kobject_put" },
	{ "kobject_add", FN_CREATE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kobject_del" },
	{ "kobject_register", FN_CREATE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kobject_unregister" },
	{ "kobject_create_and_add", FN_CREATE, ENTRY_DIR, NO_ARG, NO_ARG, LIST_NONE, "kobject_put" },
	{ "kobject_del", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kobject_add" },
	{ "kobject_put", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kobject_init_and_add" },
	{ "kobject_unregister", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kobject_register" },
	{ "kset_unregister", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "kset_register" },
	{ "device_unregister", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "device_register" },
	{ "device_del", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "device_add" },
	{ "root_device_unregister", FN_REMOVE, ENTRY_DIR, 0, NO_ARG, LIST_NONE, "__root_device_register" },
	DIR_GONE("platform_device_unregister", "dev"),
	DIR_GONE("platform_device_del", "dev"),
	DIR_GONE("atm_dev_deregister", "class_dev"),
	DIR_GONE("mmc_remove_host", "class_dev"),
	DIR_GONE("video_unregister_device", "dev"),
	DIR_GONE("class_destroy", NULL),
	DIR_GONE("class_unregister", NULL),
	DIR_GONE("driver_unregister", NULL),
	DIR_GONE("usb_deregister_device_driver", "driver"),
	/* The fb device fb_info->dev (device_destroy()). */
	DIR_GONE("unregister_framebuffer", "dev"),
	DIR_GONE("unlink_framebuffer", "dev"),
	/* cfg80211 deletes the wiphy's device; mac80211 and mt76 call it. */
	DIR_GONE("wiphy_unregister", "dev"),
	DIR_GONE("ieee80211_unregister_hw", "wiphy->dev"),
	DIR_GONE("mt76_unregister_device", "hw->wiphy->dev"),
	DIR_GONE("mt76_unregister_phy", "hw->wiphy->dev"),

	/* Functions run when the device goes: teardown the driver defers. */
	{ "devm_add_action", FN_DEFER, ENTRY_NONE, 0, 1, LIST_NONE },
	{ "devm_add_action_or_reset", FN_DEFER, ENTRY_NONE, 0, 1, LIST_NONE },
	/* devres_alloc(release, ...): the release runs once devres_add()ed. */
	{ "__devres_alloc_node", FN_DEFER, ENTRY_NONE, NO_ARG, 0, LIST_NONE },

	/*
	 * The driver's state handed to its device, which only the probe of
	 * the driver bound to the device does: a function that does it is a
	 * probe even when the bus glue of another file calls it.
	 */
	{ "dev_set_drvdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "platform_set_drvdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "i2c_set_clientdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "spi_set_drvdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "pci_set_drvdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "usb_set_intfdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "hid_set_drvdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },
	{ "serdev_device_set_drvdata", FN_DRVDATA, ENTRY_NONE, 0, NO_ARG, LIST_NONE },

	/* A file's mode changed after it was created. */
	{ "sysfs_chmod_file", FN_CHMOD, ENTRY_FILE, 0, 1, LIST_NONE },

	/*
	 * Writers of the show() page: sysfs's own, which never write past the
	 * page, and the string functions drivers use on it.
	 */
	EMIT("sysfs_emit", 0, NO_ARG, NO_ARG, NO_ARG, 1, 0, WRITE_FORMAT, RETURNS_WRITTEN, 1, 1),
	EMIT("sysfs_emit_at", 0, 1, NO_ARG, NO_ARG, 2, 0, WRITE_FORMAT, RETURNS_WRITTEN, 0, 1),
	EMIT("sprintf", 0, NO_ARG, NO_ARG, NO_ARG, 1, 0, WRITE_FORMAT, RETURNS_WRITTEN, 0, 0),
	EMIT("vsprintf", 0, NO_ARG, NO_ARG, NO_ARG, 1, 1, WRITE_FORMAT, RETURNS_WRITTEN, 0, 0),
	EMIT("snprintf", 0, NO_ARG, 1, NO_ARG, 2, 0, WRITE_FORMAT, RETURNS_WOULD_BE, 0, 0),
	EMIT("vsnprintf", 0, NO_ARG, 1, NO_ARG, 2, 1, WRITE_FORMAT, RETURNS_WOULD_BE, 0, 0),
	EMIT("scnprintf", 0, NO_ARG, 1, NO_ARG, 2, 0, WRITE_FORMAT, RETURNS_WRITTEN, 0, 0),
	EMIT("vscnprintf", 0, NO_ARG, 1, NO_ARG, 2, 1, WRITE_FORMAT, RETURNS_WRITTEN, 0, 0),
	EMIT("strcpy", 0, NO_ARG, NO_ARG, 1, NO_ARG, 0, WRITE_STRING, RETURNS_DEST, 0, 0),
	EMIT("strcat", 0, NO_ARG, NO_ARG, 1, NO_ARG, 0, WRITE_STRING_END, RETURNS_DEST, 0, 0),
	EMIT("strncpy", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("strscpy", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_STRING, RETURNS_WRITTEN_OR_ERRNO, 0, 0),
	EMIT("memcpy", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("memmove", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("memset", 0, NO_ARG, 2, NO_ARG, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("__builtin_memcpy", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("__builtin_memmove", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("__builtin_memset", 0, NO_ARG, 2, NO_ARG, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	/* x86 with CONFIG_KASAN: memcpy() of uninstrumented code, and sparse's */
	EMIT("__memcpy", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("__memmove", 0, NO_ARG, 2, 1, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	EMIT("__memset", 0, NO_ARG, 2, NO_ARG, NO_ARG, 0, WRITE_BYTES, RETURNS_DEST, 0, 0),
	{ NULL }
};

/*
 * Functions a show() or store() calls, by what they return. The inline
 * wrappers (kstrtoul(), regmap_update_bits()) and what they expand to are
 * both listed: checks on linearized code see the latter.
 */
struct sysfs_callee sysfs_callees[] = {
	/* Parsers of the user's buffer that reject bad input. */
	{ "kstrtoul", CALLEE_PARSE },
	{ "kstrtol", CALLEE_PARSE },
	{ "_kstrtoul", CALLEE_PARSE },
	{ "_kstrtol", CALLEE_PARSE },
	{ "kstrtoull", CALLEE_PARSE },
	{ "kstrtoll", CALLEE_PARSE },
	{ "kstrtouint", CALLEE_PARSE },
	{ "kstrtoint", CALLEE_PARSE },
	{ "kstrtou64", CALLEE_PARSE },
	{ "kstrtos64", CALLEE_PARSE },
	{ "kstrtou32", CALLEE_PARSE },
	{ "kstrtos32", CALLEE_PARSE },
	{ "kstrtou16", CALLEE_PARSE },
	{ "kstrtos16", CALLEE_PARSE },
	{ "kstrtou8", CALLEE_PARSE },
	{ "kstrtos8", CALLEE_PARSE },
	{ "kstrtobool", CALLEE_PARSE },
	{ "kstrtoint_from_user", CALLEE_PARSE },

	/* Parsers that cannot report bad input: "abc" reads as 0. */
	{ "simple_strtoul", CALLEE_PARSE_UNCHECKED, "kstrtoul" },
	{ "simple_strtol", CALLEE_PARSE_UNCHECKED, "kstrtol" },
	{ "simple_strtoull", CALLEE_PARSE_UNCHECKED, "kstrtoull" },
	{ "simple_strtoll", CALLEE_PARSE_UNCHECKED, "kstrtoll" },
	{ "atoi", CALLEE_PARSE_UNCHECKED, "kstrtoint" },
	{ "atol", CALLEE_PARSE_UNCHECKED, "kstrtol" },
	{ "sscanf", CALLEE_SCAN, "kstrto*" },
	{ "vsscanf", CALLEE_SCAN, "kstrto*" },

	/* 0 on success, a negative errno on failure. */
	{ "regmap_write", CALLEE_STATUS },
	{ "regmap_write_async", CALLEE_STATUS },
	{ "regmap_read", CALLEE_STATUS },
	{ "regmap_update_bits", CALLEE_STATUS },
	{ "regmap_update_bits_base", CALLEE_STATUS },
	{ "regmap_write_bits", CALLEE_STATUS },
	{ "regmap_set_bits", CALLEE_STATUS },
	{ "regmap_clear_bits", CALLEE_STATUS },
	{ "regmap_bulk_write", CALLEE_STATUS },
	{ "regmap_raw_write", CALLEE_STATUS },
	{ "regmap_field_write", CALLEE_STATUS },
	{ "regmap_field_update_bits_base", CALLEE_STATUS },
	{ "i2c_smbus_write_byte", CALLEE_STATUS },
	{ "i2c_smbus_write_byte_data", CALLEE_STATUS },
	{ "i2c_smbus_write_word_data", CALLEE_STATUS },
	{ "i2c_smbus_write_block_data", CALLEE_STATUS },
	{ "i2c_smbus_write_i2c_block_data", CALLEE_STATUS },
	{ "spi_write", CALLEE_STATUS },
	{ "spi_sync", CALLEE_STATUS },
	{ "spi_write_then_read", CALLEE_STATUS },
	{ "device_online", CALLEE_STATUS },
	{ "device_offline", CALLEE_STATUS },
	{ "device_add", CALLEE_STATUS },
	{ "device_register", CALLEE_STATUS },
	{ "device_rename", CALLEE_STATUS },
	{ "device_reprobe", CALLEE_STATUS },
	{ "device_set_wakeup_enable", CALLEE_STATUS },
	{ "device_wakeup_enable", CALLEE_STATUS },
	{ "device_wakeup_disable", CALLEE_STATUS },
	{ "device_init_wakeup", CALLEE_STATUS },
	{ "device_property_read_u32_array", CALLEE_STATUS },
	{ "pm_runtime_resume_and_get", CALLEE_STATUS },
	{ "mutex_lock_interruptible", CALLEE_STATUS },
	{ "mutex_lock_killable", CALLEE_STATUS },
	{ "down_interruptible", CALLEE_STATUS },
	{ "clk_set_rate", CALLEE_STATUS },
	{ "clk_prepare_enable", CALLEE_STATUS },
	{ "regulator_enable", CALLEE_STATUS },
	{ "regulator_disable", CALLEE_STATUS },
	{ "regulator_set_voltage", CALLEE_STATUS },
	{ "gpiod_direction_output", CALLEE_STATUS },
	{ "gpiod_direction_input", CALLEE_STATUS },
	{ "pinctrl_select_state", CALLEE_STATUS },
	{ "request_firmware", CALLEE_STATUS },
	{ "kobject_uevent", CALLEE_STATUS },
	{ "kobject_uevent_env", CALLEE_STATUS },
	{ "led_set_brightness_sync", CALLEE_STATUS },
	{ "input_register_device", CALLEE_STATUS },

	/* The length of the string given first ("strlen(\"1.0\")" is 3). */
	{ "strlen", CALLEE_LENGTH },
	{ "__builtin_strlen", CALLEE_LENGTH },
	{ "__fortify_strlen", CALLEE_LENGTH },

	/*
	 * The next set (or clear) bit at or after the offset given last, or
	 * the size: for_each_set_bit() and friends reassign their counter
	 * with these, which never takes it back.
	 */
	{ "find_next_bit", CALLEE_AT_LEAST_LAST },
	{ "find_next_zero_bit", CALLEE_AT_LEAST_LAST },
	{ "find_next_and_bit", CALLEE_AT_LEAST_LAST },
	{ "find_next_andnot_bit", CALLEE_AT_LEAST_LAST },
	{ "find_next_bit_le", CALLEE_AT_LEAST_LAST },
	{ "find_next_zero_bit_le", CALLEE_AT_LEAST_LAST },
	{ NULL }
};

struct list_type {
	enum sysfs_list list;
	const char *tag;
	const char *noun;
	struct ident *ident;
};

static struct list_type list_types[] = {
	{ LIST_ATTRS, TAG_ATTRIBUTE, "attribute array" },
	{ LIST_BIN_ATTRS, TAG_BIN_ATTRIBUTE, "binary attribute array" },
	{ LIST_GROUPS, TAG_ATTRIBUTE_GROUP, "attribute group array" },
};

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

static struct ident *intern(const char *name)
{
	return name ? built_in_ident(name) : NULL;
}

static struct ident *member_tag_idents[ARRAY_LEN(sysfs_members)];
static struct ident *member_name_idents[ARRAY_LEN(sysfs_members)];

void sysfs_model_init(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_LEN(list_types); i++)
		list_types[i].ident = intern(list_types[i].tag);
	for (i = 0; sysfs_members[i].role; i++) {
		member_tag_idents[i] = intern(sysfs_members[i].tag);
		member_name_idents[i] = intern(sysfs_members[i].member);
	}
	for (i = 0; sysfs_functions[i].name; i++)
		sysfs_functions[i].ident = intern(sysfs_functions[i].name);
	for (i = 0; sysfs_callees[i].name; i++)
		sysfs_callees[i].ident = intern(sysfs_callees[i].name);
}

static struct symbol *strip_nodes(struct symbol *type)
{
	while (type && (type->type == SYM_NODE || type->type == SYM_TYPEOF))
		type = type->ctype.base_type;
	return type;
}

static int is_function_pointer(struct symbol *type)
{
	type = strip_nodes(type);
	if (!type || type->type != SYM_PTR)
		return 0;
	type = strip_nodes(type->ctype.base_type);
	return type && type->type == SYM_FN;
}

const char *sysfs_struct_tag(struct symbol *type)
{
	type = strip_nodes(type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	return type->ident ? type->ident->name : NULL;
}

enum sysfs_list sysfs_list_of_element(struct symbol *type)
{
	unsigned int i;

	type = strip_nodes(type);
	if (!type || type->type != SYM_PTR)
		return LIST_NONE;
	type = strip_nodes(type->ctype.base_type);
	if (!type || type->type != SYM_STRUCT || !type->ident)
		return LIST_NONE;
	for (i = 0; i < ARRAY_LEN(list_types); i++)
		if (type->ident == list_types[i].ident)
			return list_types[i].list;
	return LIST_NONE;
}

enum sysfs_list sysfs_list_of_type(struct symbol *type)
{
	type = strip_nodes(type);
	if (!type || (type->type != SYM_ARRAY && type->type != SYM_PTR))
		return LIST_NONE;
	return sysfs_list_of_element(type->ctype.base_type);
}

const char *sysfs_list_noun(enum sysfs_list list)
{
	unsigned int i;

	for (i = 0; i < ARRAY_LEN(list_types); i++)
		if (list_types[i].list == list)
			return list_types[i].noun;
	return "array";
}

const char *sysfs_role_name(enum sysfs_member_role role)
{
	static const char *const names[] = {
		[ROLE_LIST] = "list",
		[ROLE_SHOW] = "show",
		[ROLE_STORE] = "store",
		[ROLE_BIN_READ] = "read",
		[ROLE_BIN_WRITE] = "write",
		[ROLE_IS_VISIBLE] = "is_visible",
		[ROLE_PROBE] = "probe",
		[ROLE_REMOVE] = "remove",
		[ROLE_RELEASE] = "release",
		[ROLE_MODULE_INIT] = "module_init",
		[ROLE_MODULE_EXIT] = "module_exit",
		[ROLE_MODE] = "mode",
		[ROLE_NAME] = "name",
		[ROLE_OPS] = "sysfs_ops",
		[ROLE_NO_UNBIND] = "suppress_bind_attrs",
		[ROLE_TEARDOWN] = "teardown",
	};

	if (role < ARRAY_LEN(names) && names[role])
		return names[role];
	return "none";
}

const struct sysfs_member *sysfs_member_lookup(struct symbol *owner,
					       struct symbol *member)
{
	struct ident *tag, *name;
	unsigned int i;

	owner = strip_nodes(owner);
	if (!owner || !member)
		return NULL;
	tag = owner->ident;
	name = member->ident;
	for (i = 0; sysfs_members[i].role; i++) {
		const struct sysfs_member *row = &sysfs_members[i];

		if (member_tag_idents[i] && member_tag_idents[i] != tag)
			continue;
		if (member_name_idents[i] && member_name_idents[i] != name)
			continue;
		if (row->role == ROLE_LIST &&
		    sysfs_list_of_type(member) != row->list)
			continue;
		if (row->role != ROLE_LIST && row->role != ROLE_MODE &&
		    row->role != ROLE_NAME && row->role != ROLE_OPS &&
		    row->role != ROLE_NO_UNBIND && !is_function_pointer(member))
			continue;
		return row;
	}
	return NULL;
}

const struct sysfs_function *sysfs_function_lookup(struct symbol *fn)
{
	unsigned int i;

	if (!fn || !fn->ident)
		return NULL;
	for (i = 0; sysfs_functions[i].name; i++)
		if (sysfs_functions[i].ident == fn->ident)
			return &sysfs_functions[i];
	return NULL;
}

const struct sysfs_function *sysfs_function_by_name(const char *name)
{
	unsigned int i;

	for (i = 0; sysfs_functions[i].name; i++)
		if (!strcmp(sysfs_functions[i].name, name))
			return &sysfs_functions[i];
	return NULL;
}

const struct sysfs_callee *sysfs_callee_lookup(struct symbol *fn)
{
	unsigned int i;

	if (!fn || !fn->ident)
		return NULL;
	for (i = 0; sysfs_callees[i].name; i++)
		if (sysfs_callees[i].ident == fn->ident)
			return &sysfs_callees[i];
	return NULL;
}

int sysfs_returns_status(struct symbol *fn)
{
	const struct sysfs_callee *callee = sysfs_callee_lookup(fn);
	const struct sysfs_function *api;
	struct symbol *type;

	if (callee)
		return callee->kind == CALLEE_STATUS ||
		       callee->kind == CALLEE_PARSE;
	api = sysfs_function_lookup(fn);
	if (!api || api->role != FN_CREATE)
		return 0;
	type = strip_nodes(fn);
	type = type ? strip_nodes(type->ctype.base_type) : NULL;
	return type && type->type == SYM_FN &&
	       (type = strip_nodes(type->ctype.base_type)) &&
	       type->type == SYM_BASETYPE && type->bit_size > 0 &&
	       !is_float_type(type);
}
