/**
 * The course as a book: its numbered blocks (definitions, theorems, examples, ...) with their ids,
 * numbers and terms, indexed across every page before any page is rendered, so that a reference
 * anywhere in the course names the block's number and links to it. Plain records; no Markdown.
 */
package org.kaylescourseware.site.book;
