// SPDX-License-Identifier: MIT
/// The attribute struct lost its 'owner' member in Linux 2.6.35 (sysfs
/// pins the module through the kobject's ktype and the file's fops); a
/// '.owner = THIS_MODULE' in an attribute, or in the '.attr' of a binary,
/// device or kobj attribute, no longer compiles and is deleted.
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: struct attribute, owner, THIS_MODULE

virtual patch

@depends on patch@
identifier a;
expression M;
@@

struct attribute a = {
	...,
-	.owner = M,
	...
};

@depends on patch@
identifier a;
type T;
expression M;
@@

T a = {
	...,
	.attr = {
		...,
-		.owner = M,
		...
	},
	...
};

@depends on patch@
identifier a;
type T;
expression M;
@@

T a[] = {
	...,
	{
		...,
		.attr = {
			...,
-			.owner = M,
			...
		},
		...
	},
	...
};
