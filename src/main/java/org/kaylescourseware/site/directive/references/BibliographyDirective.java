package org.kaylescourseware.site.directive.references;

import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.site.bibliography.Bibliography;
import org.kaylescourseware.site.bibliography.Reference;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code bibliography file=references.bib}: every entry of a BibTeX file beside the page, in the
 * file's order, as authors, title, venue and year, with the entry's BibTeX to copy; the whole
 * file is published beside the page and linked. Lessons cite an entry by title, linking
 * {@code references.html#KEY}.
 */
public final class BibliographyDirective implements Directive {

    private static final Parameter<String> FILE = Parameter.text("file",
            "a BibTeX file in the page's folder, such as references.bib");

    record ReferenceList(String file, List<Reference> references) {
    }

    @Override
    public String kind() {
        return "bibliography";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(FILE);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        String name = arguments.get(FILE);
        if (!name.matches("[A-Za-z0-9._-]+\\.bib")) {
            throw arguments.fail(FILE, "'" + name + "' is not the name of a .bib file in the page's folder");
        }
        Path file = arguments.location().file().toAbsolutePath().getParent().resolve(name);
        return new ReferenceList(name, Bibliography.read(file).references());
    }
}
