/**
 * The printed course: the whole-course page printed to a PDF by headless Chromium ({@code CoursePdf}), with a contents
 * that gives each entry's printed page ({@code PrintedContents}, read from the PDF's named destinations by
 * {@code PdfDestinations}).
 */
package org.kaylescourseware.site.pdf;
