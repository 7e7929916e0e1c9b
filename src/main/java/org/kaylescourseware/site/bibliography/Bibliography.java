package org.kaylescourseware.site.bibliography;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jbibtex.BibTeXDatabase;
import org.jbibtex.BibTeXEntry;
import org.jbibtex.BibTeXFormatter;
import org.jbibtex.BibTeXParser;
import org.jbibtex.Key;
import org.jbibtex.LaTeXParser;
import org.jbibtex.LaTeXPrinter;
import org.jbibtex.ParseException;
import org.jbibtex.TokenMgrException;
import org.jbibtex.Value;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The references of a BibTeX file, in the file's order. Every entry needs a title, and an
 * article a journal; a problem is one message naming the file and line.
 */
public final class Bibliography {

    private final List<Reference> references;

    private Bibliography(List<Reference> references) {
        this.references = List.copyOf(references);
    }

    /** Reads {@code file}; a file that cannot be read or parsed is a {@link SourceException} at its line. */
    public static Bibliography read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(file, 1), "cannot read the bibliography: " + e.getMessage(), e);
        }
        BibTeXDatabase database = parse(file, text);
        List<Reference> references = new ArrayList<>();
        for (Map.Entry<Key, BibTeXEntry> entry : database.getEntries().entrySet()) {
            references.add(reference(file, text, entry.getValue()));
        }
        return new Bibliography(references);
    }

    public List<Reference> references() {
        return references;
    }

    public Optional<Reference> find(String key) {
        return references.stream().filter(r -> r.key().equals(key)).findFirst();
    }

    private static BibTeXDatabase parse(Path file, String text) {
        try (Reader reader = new StringReader(text)) {
            return new BibTeXParser().parse(reader);
        } catch (ParseException e) {
            int line = e.currentToken != null && e.currentToken.next != null ? e.currentToken.next.beginLine : 1;
            throw new SourceException(new SourceLocation(file, line), "not BibTeX here: " + firstLine(e.getMessage())
                    + " (an entry is @article{key, author = {...}, title = {...}, ...})", e);
        } catch (TokenMgrException | IOException e) {
            throw new SourceException(new SourceLocation(file, 1), "not BibTeX: " + firstLine(e.getMessage()), e);
        }
    }

    private static Reference reference(Path file, String text, BibTeXEntry entry) {
        String key = entry.getKey().getValue();
        SourceLocation where = new SourceLocation(file, lineOf(text, "{" + key + ","));
        String type = entry.getType().getValue().toLowerCase(java.util.Locale.ROOT);
        String title = field(entry, BibTeXEntry.KEY_TITLE, where);
        if (title.isEmpty()) {
            throw new SourceException(where, key + " has no title; every source is cited by its title: add title = {...}");
        }
        if (type.equals("article") && field(entry, BibTeXEntry.KEY_JOURNAL, where).isEmpty()) {
            throw new SourceException(where, key + " is an article without a journal: add journal = {...}");
        }
        return new Reference(key, type, authors(field(entry, BibTeXEntry.KEY_AUTHOR, where)), title,
                Venue.of(type, f -> field(entry, new Key(f), where)), field(entry, BibTeXEntry.KEY_YEAR, where),
                link(entry), bibtex(entry));
    }

    /** https://doi.org/ and the entry's DOI, else its URL, as written (not LaTeX), else "". */
    static String link(BibTeXEntry entry) {
        Value doi = entry.getField(BibTeXEntry.KEY_DOI);
        if (doi != null) {
            return "https://doi.org/" + doi.toUserString().strip();
        }
        Value url = entry.getField(BibTeXEntry.KEY_URL);
        return url == null ? "" : url.toUserString().strip();
    }

    /** A field's value as plain text: LaTeX accents, dashes and quotes resolved, braces dropped; "" when absent. */
    static String field(BibTeXEntry entry, Key name, SourceLocation where) {
        Value value = entry.getField(name);
        if (value == null) {
            return "";
        }
        try {
            return new LaTeXPrinter().print(new LaTeXParser().parse(value.toUserString())).strip();
        } catch (ParseException | TokenMgrException e) {
            throw new SourceException(where, entry.getKey().getValue() + "'s " + name.getValue()
                    + " is not LaTeX the page can print: " + firstLine(e.getMessage()), e);
        }
    }

    /** "Sibert, William L. and Conway, John H." as "W. L. Sibert and J. H. Conway". */
    static String authors(String names) {
        if (names.isEmpty()) {
            return "";
        }
        List<String> written = new ArrayList<>();
        for (String name : names.split("\\s+and\\s+")) {
            int comma = name.indexOf(',');
            String last = comma < 0 ? name.substring(name.lastIndexOf(' ') + 1) : name.substring(0, comma).strip();
            String given = comma < 0 ? name.substring(0, Math.max(0, name.lastIndexOf(' '))) : name.substring(comma + 1);
            StringBuilder initials = new StringBuilder();
            for (String part : given.strip().split("[\\s.]+")) {
                if (!part.isEmpty()) {
                    initials.append(part.charAt(0)).append(". ");
                }
            }
            written.add(initials + last);
        }
        if (written.size() == 1) {
            return written.get(0);
        }
        return String.join(", ", written.subList(0, written.size() - 1)) + " and " + written.get(written.size() - 1);
    }

    private static String bibtex(BibTeXEntry entry) {
        BibTeXDatabase single = new BibTeXDatabase();
        single.addObject(entry);
        StringWriter out = new StringWriter();
        try {
            new BibTeXFormatter().format(single, out);
        } catch (IOException e) {
            throw new IllegalStateException("a StringWriter cannot fail", e);
        }
        return out.toString().replace("\t", "  ").strip();
    }

    private static int lineOf(String text, String needle) {
        int at = text.indexOf(needle);
        return at < 0 ? 1 : (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static String firstLine(String message) {
        return message == null ? "no message" : message.strip().split("\\R", 2)[0];
    }
}
