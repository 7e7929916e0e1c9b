/**
 * The site build: the only layer that knows pages. It reads the course (content/, templates/),
 * lets JBake bake it with the course's Markdown engine and solver directives, and replaces the
 * published folder atomically.
 */
package org.kaylescourseware.site;
