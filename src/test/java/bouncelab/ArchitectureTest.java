package bouncelab;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The floors of README's architecture section, enforced: each floor imports only floors below it, the core's
 * packages keep their order, nothing below ui touches JavaFX, the command line enters the window only through
 * ui.snapshot, and no package imports another that imports it back.
 */
class ArchitectureTest {
    /**
     * The floors, ground first. A package may import its own floor and the floors before it. The words (floor 3,
     * beside lessons) come first of that floor: lessons may take words from them.
     */
    static final List<String> FLOORS =
            List.of("core", "io", "words", "lessons", "game", "student", "vote", "ui", "cli");

    /** The core's packages, ground first. */
    static final List<String> CORE = List.of(
            "geometry", "choice", "scenario", "trace", "broadphase", "algorithm", "rules", "simulation", "sweep");

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("bouncelab");
    }

    static Stream<String> floorsWithSomethingAbove() {
        return FLOORS.subList(0, FLOORS.size() - 1).stream();
    }

    @ParameterizedTest(name = "{0} imports no floor above it")
    @MethodSource("floorsWithSomethingAbove")
    void aFloorImportsNothingAboveIt(String floor) {
        List<String> above = new ArrayList<>();
        for (String f : FLOORS.subList(FLOORS.indexOf(floor) + 1, FLOORS.size())) {
            above.add("bouncelab." + f + "..");
        }
        noClasses()
                .that()
                .resideInAPackage("bouncelab." + floor + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(above.toArray(String[]::new))
                .allowEmptyShould(true)
                .check(classes);
    }

    static Stream<String> corePackagesWithSomethingAbove() {
        return CORE.subList(0, CORE.size() - 1).stream();
    }

    @ParameterizedTest(name = "core.{0} imports no core package above it")
    @MethodSource("corePackagesWithSomethingAbove")
    void theCoreKeepsItsOrder(String pkg) {
        List<String> above = new ArrayList<>();
        for (String p : CORE.subList(CORE.indexOf(pkg) + 1, CORE.size())) {
            above.add("bouncelab.core." + p + "..");
        }
        noClasses()
                .that()
                .resideInAPackage("bouncelab.core." + pkg + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(above.toArray(String[]::new))
                .check(classes);
    }

    @Test
    void nothingBelowTheWindowTouchesJavaFx() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "bouncelab.core..",
                        "bouncelab.io..",
                        "bouncelab.words..",
                        "bouncelab.lessons..",
                        "bouncelab.game..",
                        "bouncelab.student..",
                        "bouncelab.vote..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "com.sun.javafx..", "org.testfx..")
                .check(classes);
    }

    /** Issue 26: one background seam. Every thread the window starts is started by it. */
    @Test
    void theWindowStartsThreadsOnlyThroughItsBackgroundSeam() {
        noClasses()
                .that()
                .resideInAPackage("bouncelab.ui..")
                .and()
                .doNotHaveFullyQualifiedName("bouncelab.ui.common.Background")
                .and()
                .doNotHaveFullyQualifiedName("bouncelab.ui.common.Background$Runs")
                .should()
                .callConstructor(Thread.class, Runnable.class, String.class)
                .orShould()
                .callConstructor(Thread.class, Runnable.class)
                .orShould()
                .callConstructor(Thread.class)
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.util.concurrent.Executors")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("java.util.concurrent.ForkJoinPool")
                .check(classes);
    }

    /** Student code and the vote share a floor: neither needs the other. */
    @Test
    void theVoteAndStudentCodeKeepApart() {
        noClasses()
                .that()
                .resideInAPackage("bouncelab.vote..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("bouncelab.student..")
                .check(classes);
    }

    @Test
    void theCoreReadsAndWritesNoFiles() {
        noClasses()
                .that()
                .resideInAPackage("bouncelab.core..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.nio.file..", "java.io..")
                .orShould()
                .dependOnClassesThat()
                .resideInAPackage("com.fasterxml..")
                .check(classes);
    }

    @Test
    void theCommandLineEntersTheWindowOnlyThroughSnapshot() {
        noClasses()
                .that()
                .resideInAPackage("bouncelab.cli..")
                .should()
                .dependOnClassesThat(DescribedPredicate.describe(
                        "are in ui but not in ui.snapshot",
                        c -> c.getPackageName().startsWith("bouncelab.ui")
                                && !c.getPackageName().equals("bouncelab.ui.snapshot")))
                .check(classes);
    }

    @Test
    void onlyTheWindowAndSnapshotImportTheWindowPackage() {
        noClasses()
                .that()
                .resideInAPackage("bouncelab.ui..")
                .and()
                .resideOutsideOfPackages("bouncelab.ui.window..", "bouncelab.ui.snapshot..", "bouncelab.ui")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("bouncelab.ui.window..")
                .check(classes);
    }

    /**
     * Issue 29: the stepping view is one view among the others. What every view shares lives in ui.session; only the
     * window (which puts the views together) and the few that draw its court (Compare, the exported pictures) may
     * import ui.step.
     */
    @Test
    void atMostThreePackagesImportTheSteppingView() {
        Set<String> importers = new TreeSet<>();
        for (JavaClass c : classes) {
            if (c.getPackageName().equals("bouncelab.ui.step")) {
                continue;
            }
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                if (d.getTargetClass().getPackageName().equals("bouncelab.ui.step")) {
                    importers.add(c.getPackageName());
                }
            }
        }
        assertTrue(importers.size() <= 3, "packages importing ui.step: " + importers);
    }

    /** What every view shares builds on no view: ui.session imports only ui.common of the window's packages. */
    @Test
    void theSessionImportsNoView() {
        noClasses()
                .that()
                .resideInAPackage("bouncelab.ui.session..")
                .should()
                .dependOnClassesThat(DescribedPredicate.describe(
                        "are in ui but not in ui.session or ui.common",
                        c -> c.getPackageName().startsWith("bouncelab.ui")
                                && !c.getPackageName().startsWith("bouncelab.ui.session")
                                && !c.getPackageName().startsWith("bouncelab.ui.common")))
                .check(classes);
    }

    /**
     * Nullness is part of the types: every package of the app is {@code @NullMarked}, so the compiler (NullAway, in
     * the build) refuses a value that may be null and is not said to be. A new package must say so too.
     */
    @Test
    void everyPackageSaysWhereNullMayBe() {
        Set<String> unmarked = new TreeSet<>();
        Set<String> packages = new TreeSet<>();
        for (JavaClass c : classes) {
            packages.add(c.getPackageName());
        }
        for (String name : packages) {
            Package p = packageOf(name);
            if (!p.isAnnotationPresent(NullMarked.class)) {
                unmarked.add(name);
            }
        }
        assertTrue(packages.size() > 40, "the packages were found: " + packages);
        assertTrue(unmarked.isEmpty(), "not @NullMarked: " + unmarked);
    }

    private static Package packageOf(String name) {
        try {
            return Class.forName(name + ".package-info").getPackage();
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name + " has no package-info", e);
        }
    }

    /** Small files named for what they hold: none of the app's sources is over 400 lines. */
    @Test
    void noSourceFileIsOver400Lines() throws IOException {
        List<String> over = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                long lines = Files.readAllLines(f).size();
                if (lines > 400) {
                    over.add(f + " (" + lines + " lines)");
                }
            }
        }
        assertTrue(over.isEmpty(), "over 400 lines: " + over);
    }

    @Test
    void noPackageImportsOneThatImportsItBack() {
        slices().matching("bouncelab.(**)").should().beFreeOfCycles().check(classes);
    }
}
