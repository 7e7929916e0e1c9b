package org.kaylescourseware.site.book;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Every block of the course, numbered, found by id and by opening line. Built from the pages'
 * declarations before any page is rendered (a reference may point forward, or into a later
 * lesson), in course order: the lessons by their order, then the game pages. Each problem (an
 * unknown kind, a missing or duplicate id, a block never closed, a proof of nothing) is added to
 * the build's problems with its file and line; a block with a problem is left out.
 */
public final class BlockIndex {

    /** How far a mistyped id may be from a real one for a message to suggest it. */
    private static final int SUGGESTION_DISTANCE = 3;

    private final Map<String, NumberedBlock> byId;
    private final Map<SourceLocation, NumberedBlock> byLocation;
    private final Map<Path, BookPage> pages;

    private BlockIndex(Map<String, NumberedBlock> byId, Map<Path, BookPage> pages) {
        this.byId = byId;
        this.pages = pages;
        this.byLocation = new LinkedHashMap<>();
        byId.values().forEach(block -> byLocation.put(block.location(), block));
    }

    /** The index of {@code pages}, given in course order; problems go to {@code problems}. */
    public static BlockIndex of(List<PageBlocks> pages, SourceProblems problems) {
        Map<String, NumberedBlock> byId = new LinkedHashMap<>();
        Map<Path, BookPage> bookPages = new LinkedHashMap<>();
        for (PageBlocks page : pages) {
            bookPages.put(page.page().source(), page.page());
            int numbered = 0;
            for (BlockDeclaration declaration : page.blocks()) {
                try {
                    NumberedBlock block = block(declaration, page.page(), numbered + 1, byId);
                    numbered += block.kind().isNumbered() ? 1 : 0;
                    NumberedBlock taken = byId.putIfAbsent(block.id(), block);
                    if (taken != null) {
                        throw new SourceException(declaration.location(), "the id '" + block.id() + "' is taken by "
                                + taken.name() + " at " + taken.location() + "; give each block an id of its own");
                    }
                } catch (SourceException e) {
                    problems.add(e);
                }
            }
            page.strayClosings().forEach(where -> problems.add(new SourceException(where, "this ':::' closes no block:"
                    + " remove it, or open the block it ends with a line such as ::: theorem {#an-id}")));
        }
        checkProofs(byId, problems);
        return new BlockIndex(byId, bookPages);
    }

    private static NumberedBlock block(BlockDeclaration declaration, BookPage page, int next, Map<String, NumberedBlock> byId) {
        SourceLocation where = declaration.location();
        BlockKind kind = BlockKind.of(declaration.kind()).orElseThrow(() -> new SourceException(where, "unknown block kind '"
                + declaration.kind() + "'; write one of " + BlockKind.keywords()));
        if (!declaration.closed()) {
            throw new SourceException(where, "the block '::: " + declaration.kind() + "' opened here is never closed, so it"
                    + " takes in the rest of the page: add a line ::: after its last line");
        }
        BlockAttributes attributes = BlockAttributes.parse(kind, declaration.attributes(), where);
        String id = !attributes.id().isEmpty() ? attributes.id()
                : freeId(kind == BlockKind.INSTRUCTOR ? "instructor-note" : "proof-" + attributes.proves(), byId);
        return new NumberedBlock(kind, id, kind.isNumbered() ? page.number(next) : "", attributes, page, where);
    }

    private static String freeId(String wanted, Map<String, NumberedBlock> byId) {
        String id = wanted;
        for (int k = 2; byId.containsKey(id); k++) {
            id = wanted + "-" + k;
        }
        return id;
    }

    private static void checkProofs(Map<String, NumberedBlock> byId, SourceProblems problems) {
        for (NumberedBlock proof : List.copyOf(byId.values())) {
            if (proof.kind() != BlockKind.PROOF) {
                continue;
            }
            String target = proof.attributes().proves();
            NumberedBlock result = byId.get(target);
            if (result == null || !result.kind().isProvable()) {
                byId.remove(proof.id());
                problems.add(new SourceException(proof.location(), result == null ? "proof for=" + target + ": "
                        + unknown(target, byId) : "proof for=" + target + ": " + result.name() + " is a "
                        + result.kind().keyword() + "; a proof proves a theorem, lemma, corollary, proposition or erratum"));
            }
        }
    }

    /** The block with {@code id}, if the course has one. */
    public Optional<NumberedBlock> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The block that opens at {@code where}, if it was sound. */
    public Optional<NumberedBlock> at(SourceLocation where) {
        return Optional.ofNullable(byLocation.get(where));
    }

    /** The page whose Markdown comes from {@code source}, if it was indexed. */
    public Optional<BookPage> page(Path source) {
        return Optional.ofNullable(pages.get(source));
    }

    /** Every sound block, in course order. */
    public List<NumberedBlock> blocks() {
        return List.copyOf(byId.values());
    }

    /** The pages indexed, in course order. */
    public List<BookPage> pages() {
        return List.copyOf(pages.values());
    }

    /** How a reference names {@code block}: "Theorem 2.4", or "Proof of Theorem 2.4". */
    public String label(NumberedBlock block) {
        if (block.kind().isNumbered()) {
            return block.name();
        }
        return find(block.attributes().proves()).map(result -> "Proof of " + result.name()).orElse(block.name());
    }

    /** The name of every numbered block by its id, "Theorem 5.24" for {@code pk-theorem-3}: what exercises cite. */
    public CitedResults citedResults() {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, String> pages = new LinkedHashMap<>();
        byId.values().stream().filter(b -> b.kind().isNumbered()).forEach(b -> {
            names.put(b.id(), b.name());
            pages.put(b.id(), b.page().uri());
        });
        return new CitedResults(names, pages);
    }

    /** Why {@code id} names no block, with the nearest id when one is close: for messages. */
    public String unknown(String id) {
        return unknown(id, byId);
    }

    private static String unknown(String id, Map<String, NumberedBlock> byId) {
        Optional<String> nearest = byId.keySet().stream()
                .min(Comparator.comparingInt((String known) -> distance(id, known)).thenComparing(Comparator.naturalOrder()))
                .filter(known -> distance(id, known) <= SUGGESTION_DISTANCE);
        return "no block has the id '" + id + "'" + nearest.map(n -> " (did you mean '" + n + "'?)").orElse("")
                + "; write the #id of a block in any page of the course";
    }

    /** The edit distance of two ids (insertions, deletions, substitutions). */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
